import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { walletsResponseSchema } from '@latch/core/api';
import { fetchForRoute } from './routeFetch.js';

/**
 * Phones emulated in Chromium (WebKit is not on this machine): touch, a small viewport, a phone's
 * pixel ratio and user agent. Latch reads the platform from the user agent (core's platform.ts).
 */
export interface Phone {
  name: string;
  use: { viewport: { width: number; height: number }; deviceScaleFactor: number; isMobile: true; hasTouch: true; userAgent: string };
  /** SPEC 4: on Telegram and iOS Safari the WalletConnect pairing is reused. */
  reusesPairing: boolean;
}

const phone = (name: string, width: number, height: number, deviceScaleFactor: number, userAgent: string, reusesPairing: boolean): Phone => ({
  name,
  use: { viewport: { width, height }, deviceScaleFactor, isMobile: true, hasTouch: true, userAgent },
  reusesPairing,
});

const ANDROID_CHROME_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Mobile Safari/537.36';

export const IPHONE_SAFARI = phone(
  'iPhone (iOS Safari)',
  390,
  844,
  3,
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  true,
);
export const ANDROID_CHROME = phone('Android (Chrome)', 412, 915, 2.625, ANDROID_CHROME_AGENT, false);
/** Telegram's in-app browser on Android: Chrome's agent with Telegram's own mark. */
export const ANDROID_TELEGRAM = phone('Android (Telegram)', 412, 915, 2.625, `${ANDROID_CHROME_AGENT} Telegram-Android/11.2.3 (Google Pixel 7; Android 14; SDK 34; HIGH)`, true);

export interface AppLinks {
  /** Every app link (a wallet's own scheme) the page asked to follow, in order. */
  links: string[];
  /**
   * Taps `target`; once the page has followed an app link, clicks it through the DOM instead.
   * Chromium then asks in a prompt of its own whether to hand the scheme to the system, and while
   * that prompt is up no touch, mouse or key reaches the tab (a phone would have switched to the
   * wallet's app and back by now).
   */
  tap(target: Locator): Promise<void>;
}

/**
 * Records the app links the page follows, as Chromium reports each navigation before it goes: an
 * app's own scheme such as `rainbow://` never becomes a navigation Playwright sees, since Chromium
 * hands it to the operating system, which has no such app here.
 */
export async function watchAppLinks(page: Page): Promise<AppLinks> {
  const links: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Page.frameRequestedNavigation', (event) => {
    if (!/^https?:/.test(event.url)) links.push(event.url);
  });
  await cdp.send('Page.enable');
  return {
    links,
    async tap(target) {
      if (links.length === 0) return target.tap();
      await expect(target).toBeEnabled();
      await target.dispatchEvent('click');
    },
  };
}

/** The WalletConnect URI an app or universal link `link` hands the wallet (its `uri` parameter). */
export function pairingUriOf(link: string): string {
  const query = link.slice(link.indexOf('?'));
  const uri = new URLSearchParams(query).get('uri');
  if (!uri) throw new Error(`${link} carries no uri parameter`);
  return uri;
}

type ListedWallet = Record<string, unknown> & { id: string };

/**
 * Changes wallets of the services' real listing on its way to the page (`changes` by wallet id),
 * to stand in for a registry entry the local one does not have: an https universal link, a
 * hostile scheme, a missing mobile link. Every answer is still the services' own, checked by core's schema.
 */
export async function changeListing(context: BrowserContext, changes: Record<string, Record<string, unknown>>): Promise<void> {
  await context.route(
    (url) => url.pathname === '/getWallets',
    async (route) => {
      const response = await fetchForRoute(route);
      const body = (await response.json()) as { data: ListedWallet[]; count: number };
      walletsResponseSchema.parse(body);
      const data = body.data.map((wallet) => ({ ...wallet, ...changes[wallet.id] }));
      await route.fulfill({ response, json: { ...body, data } });
    },
  );
}

/** Sets the safe area a notched phone leaves (Chromium's Emulation domain), as `env(safe-area-inset-*)` reads it. */
export async function setSafeArea(page: Page, insets: { top: number; bottom: number }): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: { ...insets, left: 0, right: 0 } });
}
