import type { Browser } from 'playwright-core';
import { armPaintTimer, armPaintTimerAtLoad, readPaintTimer } from './paintTimer.js';
import { summarize, type Timing } from './timing.js';

export interface ModalTiming {
  /** Clicked the moment the button shows, the page throttled from before it loads. */
  afterLoad: Timing;
  /** Clicked once the network is idle, the page throttled from then on. */
  afterIdle: Timing;
  heapMb: number;
}

/** The dialog holding the Connect view's content. */
const CONNECT_VIEW = '[role="dialog"] .latch-connect, [role="dialog"] .latch-connect__empty';

type Moment = 'afterLoad' | 'afterIdle';

/**
 * One run on a fresh page: click on "Connect Wallet" to the first frame painted with the Connect
 * view in the dialog, the CPU throttled `throttle` times. With `heap`, also the JS heap after a
 * forced GC, modal open.
 */
async function clickToPaintedConnect(browser: Browser, url: string, moment: Moment, throttle: number, heap: boolean): Promise<{ ms: number; heapMb: number }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (moment === 'afterLoad') {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      await armPaintTimerAtLoad(page, CONNECT_VIEW);
      await page.goto(url, { waitUntil: 'commit' });
    } else {
      await page.goto(url, { waitUntil: 'networkidle' });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      await armPaintTimer(page, CONNECT_VIEW);
    }
    // The click waits for the button to be visible and stable, and no longer.
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    const ms = await readPaintTimer(page);
    if (!heap) return { ms, heapMb: 0 };
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return { ms, heapMb: usedSize / 1024 / 1024 };
  } finally {
    await context.close();
  }
}

/**
 * Click on "Connect Wallet" to the painted Connect view, `runs` times right after load and `runs`
 * times after idle (alternating, so a drift of the machine weighs on both alike), each on a cold
 * page with the CPU throttled 4x. Then the JS heap after a forced GC, modal open, after the last.
 */
export async function measureModal(browser: Browser, url: string, { runs = 10, throttle = 4 } = {}): Promise<ModalTiming> {
  const afterLoad: number[] = [];
  const afterIdle: number[] = [];
  let heapMb = 0;
  for (let run = 0; run < runs; run++) {
    afterLoad.push((await clickToPaintedConnect(browser, url, 'afterLoad', throttle, false)).ms);
    const idle = await clickToPaintedConnect(browser, url, 'afterIdle', throttle, run === runs - 1);
    afterIdle.push(idle.ms);
    heapMb = idle.heapMb;
  }
  return { afterLoad: summarize(afterLoad), afterIdle: summarize(afterIdle), heapMb };
}
