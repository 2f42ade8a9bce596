// Long sessions: the JS heap over many open, browse, close cycles of the demo's modal, and what
// stays registered (listeners, timers) once the app has called latch.destroy() with WalletConnect's
// QR code showing. Two pages: the counter keeps every listener's target, so it would hold detached
// rows and weigh on the heap.
import type { Browser, CDPSession, Page } from 'playwright-core';
import { leaveAllWallets, openAllWallets, scrollListBy } from './allWallets.js';
import { countLifetimes, leftRegistered, type LeftRegistered } from '@latch/stack/lifetimes';

export interface LifetimeReading {
  /** The heap after GC after the warm-up, then after each half of the cycles. */
  heapMb: [number, number, number];
  cycles: number;
  left: LeftRegistered;
}

/** Where the demo renders its page; what React holds there lives as long as the page does. */
const DEMO_ROOT = '#root';
/** Long enough for a debounce, an animation or a pending request to settle once the app is gone. */
const SETTLE_MS = 2000;
/** Cycles before the first reading: the lazy chunks, the first pages and the JIT's first optimisations come in. */
const WARM_UP = 5;

async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1024 / 1024;
}

async function cycles(page: Page, count: number): Promise<void> {
  for (let run = 0; run < count; run++) {
    await openAllWallets(page);
    await scrollListBy(page, 2000);
    await leaveAllWallets(page);
  }
}

async function heapOverCycles(browser: Browser, demoUrl: string, count: number): Promise<LifetimeReading['heapMb']> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(demoUrl, { waitUntil: 'networkidle' });
    const cdp = await context.newCDPSession(page);
    await cycles(page, WARM_UP);
    const before = await heapAfterGc(cdp);
    await cycles(page, count / 2);
    const half = await heapAfterGc(cdp);
    await cycles(page, count - count / 2);
    return [before, half, await heapAfterGc(cdp)];
  } finally {
    await context.close();
  }
}

/** Connect, then WalletConnect's QR code with its pairing URI: the SDK runs (heartbeat, relay socket, a proposal waiting). */
async function showWalletConnectQr(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await dialog.getByRole('button', { name: /^WalletConnect/ }).click();
  await dialog.getByRole('button', { name: 'Copy link', disabled: false }).waitFor();
}

async function leftAfterDestroy(browser: Browser, demoUrl: string): Promise<LeftRegistered> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await countLifetimes(page);
    await page.goto(demoUrl, { waitUntil: 'networkidle' });
    await cycles(page, WARM_UP);
    await showWalletConnectQr(page);
    await page.evaluate(() => (window as unknown as { latch: { destroy(): void } }).latch.destroy());
    await page.waitForTimeout(SETTLE_MS);
    return await leftRegistered(page, DEMO_ROOT);
  } finally {
    await context.close();
  }
}

/** The heap over `count` cycles after a warm-up; then, on another page, what is left registered outside the page's own root. */
export async function measureLifetimes(browser: Browser, demoUrl: string, count: number): Promise<LifetimeReading> {
  return { heapMb: await heapOverCycles(browser, demoUrl, count), cycles: count, left: await leftAfterDestroy(browser, demoUrl) };
}
