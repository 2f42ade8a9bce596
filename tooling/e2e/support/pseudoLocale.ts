import { expect, type Frame, type Page } from '@playwright/test';
import { z } from 'zod';
import { walletFrameDocument } from './embedded.js';
import { clippedTexts, untranslatedTexts, type TextScope } from './pseudoText.js';
import { devnetInfo, TEST_WALLET } from './testWallet.js';

// The demo takes its locale from `?locale=`; en-XA is every message accented, marked ⟦…⟧ and
// 40 % longer, ar-XB the same right to left. The pseudo-locale specs check each view with these.

const listingSchema = z.object({ data: z.array(z.object({ name: z.string() })) });
/** The wallet names of every listing page the page loads: data, as the services send it. */
const listedWallets = new Set<string>();

/** Names the page shows as data, never translated: networks, tokens, units, wallets, onramp providers, the name zone, brands, the app's name. */
function dataWords(): string[] {
  const { tokens } = devnetInfo();
  const tokenWords = Object.values(tokens).flatMap((token) => [token.name, token.symbol]);
  const words = [...tokenWords, ...listedWallets, TEST_WALLET.name, 'Latch Devnet', 'Solana Local', 'Latch demo', 'Solana', 'Ether', 'Gwei', 'Coinbase', 'Meld', 'latch.id'];
  const brands = ['WalletConnect', 'Farcaster', 'Google', 'GitHub', 'Apple', 'Facebook', 'Discord'];
  return [...words, ...brands].sort((a, b) => b.length - a.length);
}

export const dialog = (page: Page) => page.getByRole('dialog');

/** The wallet frame's and its device page's messages: their `main`; the message to sign, and the device page's facts (the services' words for a device, its times), are data. */
const WALLET_PAGE: TextScope = { roots: 'main', skip: '#approval-message, #device-details dd' };

/** Checks a wallet page (the frame's document, or the device page): every visible text pseudo-localized, none clipped; the dApp's origin, which the approval names, is data. */
export async function expectWalletPageLocalized(target: Frame | Page, view: string, dappOrigin?: string) {
  const data = dappOrigin ? [...dataWords(), dappOrigin] : dataWords();
  expect.soft(await untranslatedTexts(target, data, WALLET_PAGE), `untranslated text in the wallet over ${view}`).toEqual([]);
  expect.soft(await clippedTexts(target, WALLET_PAGE), `clipped text in the wallet over ${view}`).toEqual([]);
}

/** How long a view may take to go quiet on the network before it is read. */
const SETTLE_MS = 5_000;

/**
 * Checks the open view: every visible text pseudo-localized, none clipped; with `frame`, the wallet
 * frame's screen laid over it too. Views fill in as data arrives: the network settles first, unless
 * the view long-polls (an email login waits on the services).
 */
export async function expectLocalized(page: Page, view: string, { polls = false, frame = false } = {}) {
  await expect(dialog(page)).toBeVisible();
  // A settle, not a check: the page and the wallet frame may hold a request open (the frame's long polls),
  // and what must be there is asserted below, skeletons gone first (All Wallets keeps its loading state,
  // see-through, under a search's results).
  if (!polls) await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => undefined);
  await expect.poll(() => dialog(page).locator('.latch-skeleton').evaluateAll((skeletons) => skeletons.filter((s) => s.checkVisibility({ opacityProperty: true })).length)).toBe(0);
  expect.soft(await untranslatedTexts(page, dataWords()), `untranslated text in ${view}`).toEqual([]);
  expect.soft(await clippedTexts(page), `clipped text in ${view}`).toEqual([]);
  if (frame) await expectWalletPageLocalized(await walletFrameDocument(page), view, new URL(page.url()).origin);
}

/** What each pseudo-locale test starts with: the listing's wallet names noted as data. */
export function preparePseudoLocale(page: Page) {
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== '/getWallets') return;
    const listing = listingSchema.safeParse(await response.json().catch(() => null));
    for (const { name } of listing.data?.data ?? []) listedWallets.add(name);
  });
}
