// Long sessions: the JS heap over many open, browse, close cycles of the demo's modal, and what
// stays registered (listeners, timers) once the app has called latch.destroy().
import type { Browser, CDPSession } from 'playwright-core';
import { leaveAllWallets, openAllWallets, scrollListBy } from './allWallets.js';
import { localContext } from './browser.js';
import { countLifetimes, leftRegistered, type LeftRegistered } from './lifetimeCounter.js';

export interface LifetimeReading {
  heapBeforeMb: number;
  heapAfterMb: number;
  cycles: number;
  left: LeftRegistered;
}

/** Where the demo renders its page; what React holds there lives as long as the page does. */
const DEMO_ROOT = '#root';
/** Long enough for a debounce, an animation or a pending request to settle once the app is gone. */
const SETTLE_MS = 2000;

async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1024 / 1024;
}

/**
 * One warm-up cycle (lazy chunks and the first pages come in), the heap after GC, `cycles` more,
 * the heap again; then latch.destroy() and what is left registered outside the page's own root.
 */
export async function measureLifetimes(browser: Browser, demoUrl: string, cycles: number): Promise<LifetimeReading> {
  const context = await localContext(browser);
  try {
    const page = await context.newPage();
    await countLifetimes(page);
    await page.goto(demoUrl, { waitUntil: 'networkidle' });
    const cdp = await context.newCDPSession(page);
    const cycle = async () => {
      await openAllWallets(page);
      await scrollListBy(page, 2000);
      await leaveAllWallets(page);
    };
    await cycle();
    const heapBeforeMb = await heapAfterGc(cdp);
    for (let run = 0; run < cycles; run++) await cycle();
    const heapAfterMb = await heapAfterGc(cdp);
    await page.evaluate(() => (window as unknown as { latch: { destroy(): void } }).latch.destroy());
    await page.waitForTimeout(SETTLE_MS);
    return { heapBeforeMb, heapAfterMb, cycles, left: await leftRegistered(page, DEMO_ROOT) };
  } finally {
    await context.close();
  }
}
