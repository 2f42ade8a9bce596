// Search in All Wallets timed inside the page: from the last keystroke's input event to the end of
// the frame that shows the results for the whole text (every row of a visible list names it).
import type { Page } from 'playwright-core';

interface SearchWindow {
  __latchSearch?: Promise<number>;
}

/** Runs in the page (serialized by Playwright): keep it self-contained. */
function installSearchTimer({ text, resultsLabel }: { text: string; resultsLabel: string }): void {
  const input = document.querySelector<HTMLInputElement>('[role="dialog"] input[type="search"]');
  if (!input) throw new Error('No search field in the dialog');
  const wanted = text.toLowerCase();
  let typed: number | undefined;
  const onInput = (event: Event) => {
    if (input.value === text) typed = event.timeStamp;
  };
  input.addEventListener('input', onInput);
  // A list rendered unseen or see-through (results ready before the wait ends) is not shown yet.
  const shown = () => {
    const lists = Array.from(document.querySelectorAll<HTMLElement>(`[role="dialog"] ul[aria-label="${resultsLabel}"]`)).filter((list) => list.checkVisibility({ visibilityProperty: true, opacityProperty: true }));
    const names = lists.flatMap((list) => Array.from(list.querySelectorAll('.latch-connect__name'), (name) => name.textContent?.toLowerCase() ?? ''));
    return names.length > 0 && names.every((name) => name.includes(wanted));
  };
  // Checked at each frame, before it paints: the view may lay results out early and let the browser
  // show them when the wait ends (an animation), with no change to the DOM then.
  (window as SearchWindow).__latchSearch = new Promise((resolve) => {
    const check = () => {
      if (typed === undefined || !shown()) return void requestAnimationFrame(check);
      input.removeEventListener('input', onInput);
      const from = typed;
      setTimeout(() => resolve(performance.now() - from), 0);
    };
    requestAnimationFrame(check);
  });
}

/** Types `text` in the empty search field of All Wallets; the ms from its last keystroke to the painted results. */
export async function timeSearch(page: Page, text: string, resultsLabel: string, timeoutMs = 30_000): Promise<number> {
  await page.evaluate(installSearchTimer, { text, resultsLabel });
  await page.locator('[role="dialog"] input[type="search"]').pressSequentially(text, { delay: 20 });
  return page.evaluate(
    (timeoutMs) =>
      Promise.race([
        (window as SearchWindow).__latchSearch!,
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`No results painted within ${timeoutMs} ms`)), timeoutMs)),
      ]),
    timeoutMs,
  );
}
