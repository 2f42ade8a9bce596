// Solana connector discovery to listed: a Wallet Standard wallet registers in the page, the Connect
// view open on the Solana network, to the first frame painted with its row in the view.
import type { Browser, Page } from 'playwright-core';
import { ACTIVE_NETWORK_KEY } from '@latch/core/internal';
import { SOLANA_DEVNET_CAIP_NETWORK_ID } from '@latch/devnet';
import { defineStandardWallet, waitForStandardApp, type StandardWalletWindow } from './standardWallet.js';
import { summarize, type Timing } from './timing.js';

const WALLET = 'Latch Bench Solana Wallet';
/** What the demo's Connect view shows before any Solana wallet: the empty note, or a list. */
const CONNECT_VIEW = '[role="dialog"] .latch-connect';

/** Runs in the page (serialized by Playwright): keep it self-contained. Registers the wallet and times it to its painted row. */
function registerToPaintedRow({ name, timeoutMs }: { name: string; timeoutMs: number }): Promise<number> {
  return new Promise((resolve, reject) => {
    const listed = () => Array.from(document.querySelectorAll('[role="dialog"] .latch-connect__name')).some((element) => element.textContent === name);
    const late = setTimeout(() => reject(new Error(`${name} was not listed within ${timeoutMs} ms`)), timeoutMs);
    const observer = new MutationObserver(() => {
      if (!listed()) return;
      observer.disconnect();
      // Painted: the frame after the one in which the row is in the document.
      requestAnimationFrame(() => setTimeout(() => (clearTimeout(late), resolve(performance.now() - start)), 0));
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
    const start = performance.now();
    (window as StandardWalletWindow).__latchBenchWallet!.register();
  });
}

/** The demo's active network, as core keeps it in localStorage (core's STORAGE_PREFIX, then the key; the value in JSON). */
async function startOnSolana(page: Page): Promise<void> {
  await page.addInitScript(([key, id]) => localStorage.setItem(key!, JSON.stringify(id)), [`@latch/${ACTIVE_NETWORK_KEY}`, SOLANA_DEVNET_CAIP_NETWORK_ID]);
}

/** One run on a fresh page: loaded and idle, Connect open on the Solana network, then the CPU throttled and the wallet registered. */
async function discoveryToListed(browser: Browser, url: string, throttle: number): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await startOnSolana(page);
    await defineStandardWallet(page, { name: WALLET, chain: SOLANA_DEVNET_CAIP_NETWORK_ID });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await page.locator(CONNECT_VIEW).waitFor();
    await waitForStandardApp(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    return await page.evaluate(registerToPaintedRow, { name: WALLET, timeoutMs: 30_000 });
  } finally {
    await context.close();
  }
}

/** `runs` registrations, each on a fresh page with the CPU throttled `throttle` times. */
export async function measureSolanaDiscovery(browser: Browser, url: string, { runs = 10, throttle = 4 } = {}): Promise<Timing> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) times.push(await discoveryToListed(browser, url, throttle));
  return summarize(times);
}
