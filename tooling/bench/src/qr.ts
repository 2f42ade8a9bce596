// Time to QR: click on WalletConnect in the Connect view to the first frame painted with the pairing
// QR code, unthrottled, against the real local world (the demo pairs through the local relay).
import type { Browser } from 'playwright-core';
import { withLocalWorld } from './localWorld.js';
import { armPaintTimer, readPaintTimer } from './paintTimer.js';
import { summarize, type Timing } from './timing.js';

export interface QrTiming {
  /** Clicked as soon as the Connect view shows WalletConnect. */
  cold: Timing;
  /** Clicked after the Connect view has been open for `warmMs`. */
  warm: Timing;
}

/** The Connect view's WalletConnect entry: the connector's name, the namespaces it serves, then its "QR code" tag. */
const WALLETCONNECT = /^WalletConnect\b.*\bQR code$/;
/** What QrCode draws once the pairing URI is there (a placeholder before it has no svg). */
const QR_CODE = '[role="dialog"] .latch-qr svg[role="img"]';

async function clickToPaintedQr(browser: Browser, demoUrl: string, waitMs: number): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(demoUrl);
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    const walletConnect = page.getByRole('dialog').getByRole('button', { name: WALLETCONNECT });
    if (waitMs > 0) {
      await walletConnect.waitFor();
      await page.waitForTimeout(waitMs);
    }
    await armPaintTimer(page, QR_CODE);
    // The click waits for the entry to be visible and stable, and no longer.
    await walletConnect.click();
    return await readPaintTimer(page);
  } finally {
    await context.close();
  }
}

/** `runs` cold and `runs` warm clicks (alternating), each on a fresh browser context. */
export function measureTimeToQr({ runs = 5, warmMs = 2000 } = {}): Promise<QrTiming> {
  return withLocalWorld(async (browser, demoUrl) => {
    const cold: number[] = [];
    const warm: number[] = [];
    for (let run = 0; run < runs; run++) {
      cold.push(await clickToPaintedQr(browser, demoUrl, 0));
      warm.push(await clickToPaintedQr(browser, demoUrl, warmMs));
    }
    return { cold: summarize(cold), warm: summarize(warm) };
  });
}
