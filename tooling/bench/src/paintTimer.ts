// Click to painted frame, timed inside the page: from the pointerdown's timestamp to the frame after
// the one in which an element matching a selector has come into the document.
import type { Page } from 'playwright-core';

interface TimedWindow {
  __latchBench?: { selector: string; painted: Promise<number> };
}

/** Runs in the page (serialized by Playwright): keep it self-contained. */
function installPaintTimer(selector: string): void {
  const painted = new Promise<number>((resolve) => {
    let start: number | undefined;
    document.addEventListener('pointerdown', (event) => (start = event.timeStamp), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (start === undefined || !document.querySelector(selector)) return;
      observer.disconnect();
      const from = start;
      // Painted: the frame after the one in which the element is in the document.
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - from), 0));
    });
    // The document rather than its body, which a script run at load comes before.
    observer.observe(document, { childList: true, subtree: true });
  });
  (window as unknown as TimedWindow).__latchBench = { selector, painted };
}

/** Arms the timer in the page as it is now: the next pointerdown starts it. */
export const armPaintTimer = (page: Page, selector: string): Promise<void> => page.evaluate(installPaintTimer, selector);

/** Arms the timer in every document the page loads from now on, before the page's own scripts run. */
export async function armPaintTimerAtLoad(page: Page, selector: string): Promise<void> {
  await page.addInitScript(installPaintTimer, selector);
}

/** The armed timer's reading in milliseconds, once the element has painted. */
export function readPaintTimer(page: Page, timeoutMs = 30_000): Promise<number> {
  return page.evaluate((timeoutMs) => {
    const timer = (window as unknown as TimedWindow).__latchBench;
    if (!timer) throw new Error('The paint timer was not armed in this document');
    const late = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`Nothing matching ${timer.selector} painted within ${timeoutMs} ms`)), timeoutMs));
    return Promise.race([timer.painted, late]);
  }, timeoutMs);
}
