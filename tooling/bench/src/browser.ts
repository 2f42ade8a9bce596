import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { chromiumLaunchOptions } from '@latch/stack';

/** Any URL whose host is not this machine's loopback. The pattern runs inside Playwright, so local requests go on without a round trip to this script. */
const FOREIGN = /^(?!(?:https?|wss?):\/\/(?:127\.0\.0\.1|localhost|\[::1\])(?::\d+)?(?:[/?#]|$))(?!data:|blob:|about:)/;

/** Debian's Chromium, as the browser tests drive it. */
export const launchBrowser = (): Promise<Browser> => chromium.launch(chromiumLaunchOptions());

/** A fresh context that aborts every request not to 127.0.0.1/localhost, so nothing waits on a network this machine does not have. */
export async function localContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.route(FOREIGN, (route) => route.abort());
  return context;
}
