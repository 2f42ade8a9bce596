// All Wallets scrolled to its end inside the page: the most rows the list ever held in the DOM, and
// every long task (PerformanceObserver 'longtask', over 50 ms) from the first step to the end.
import type { Page } from 'playwright-core';

export interface ScrollReading {
  /** The most `.latch-virtual-list__row` elements in the document at any one time. */
  maxRows: number;
  /** How many wallets the list holds at the end (its rows' aria-setsize). */
  listed: number;
  /** Each long task's duration in ms. */
  longTasks: number[];
  ms: number;
}

/** Runs in the page (serialized by Playwright): keep it self-contained. */
function scrollListToEnd({ expected, timeoutMs }: { expected: number; timeoutMs: number }): Promise<ScrollReading> {
  const list = document.querySelector<HTMLElement>('[role="dialog"] .latch-virtual-list');
  if (!list) throw new Error('No virtual list in the dialog');
  const rows = () => list.querySelectorAll('.latch-virtual-list__row');
  const longTasks: number[] = [];
  const tasks = new PerformanceObserver((entries) => entries.getEntries().forEach((entry) => longTasks.push(entry.duration)));
  tasks.observe({ type: 'longtask' });
  let maxRows = rows().length;
  const counter = new MutationObserver(() => (maxRows = Math.max(maxRows, rows().length)));
  counter.observe(list, { childList: true, subtree: true });
  const listed = () => Number(rows()[0]?.getAttribute('aria-setsize') ?? 0);
  const atEnd = () => list.scrollTop + list.clientHeight >= list.scrollHeight - 1;
  const start = performance.now();
  return new Promise((resolve, reject) => {
    // A person dragging through the list: one screen further at every frame, waiting at the bottom for the next page.
    const step = () => {
      if (performance.now() - start > timeoutMs) return reject(new Error(`The list held ${listed()} of ${expected} wallets after ${timeoutMs} ms`));
      if (listed() >= expected && atEnd()) {
        // The frame after the last step, and the long tasks it may have caused, before reading.
        return requestAnimationFrame(() =>
          setTimeout(() => {
            tasks.disconnect();
            counter.disconnect();
            resolve({ maxRows: Math.max(maxRows, rows().length), listed: listed(), longTasks, ms: performance.now() - start });
          }, 100),
        );
      }
      list.scrollTop += list.clientHeight;
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}

/** Scrolls the open All Wallets view until it lists `expected` wallets and shows the last. */
export const scrollToEnd = (page: Page, expected: number, timeoutMs = 180_000): Promise<ScrollReading> => page.evaluate(scrollListToEnd, { expected, timeoutMs });
