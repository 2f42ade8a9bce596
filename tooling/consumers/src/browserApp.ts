// Opens a built app in Debian's Chromium (the e2e suite's launch options), with every request that is
// not to this machine aborted and recorded.
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '@latch/stack/chromium';
import { serveStatic } from '@latch/stack/static-server';

export interface OpenedApp {
  page: Page;
  /** Uncaught page errors and console errors, in order. */
  errors: string[];
  /** Requests the page tried to make to a host other than this machine (all aborted). */
  foreign: string[];
  close(): Promise<void>;
}

const LOCAL = /^(?:127\.0\.0\.1|localhost)$/;

export interface OpenOptions {
  /** The page's query, e.g. `?rpc=…` for an app that reads where the devnet is from it. */
  search?: string;
  /** What the page has before its first script runs (a wallet it announces). */
  beforeLoad?: (page: Page) => Promise<void>;
}

/** Serves `root` under the demo's content security policy and opens it in a fresh Chromium. */
export async function openBuiltApp(root: string, { search = '', beforeLoad }: OpenOptions = {}): Promise<OpenedApp> {
  const server = await serveStatic({ root, port: 0, name: 'the consumer app' });
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch(chromiumLaunchOptions());
    const page = await browser.newPage();
    const errors: string[] = [];
    const foreign: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    await page.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.protocol === 'data:' || LOCAL.test(url.hostname)) return route.continue();
      foreign.push(url.href);
      return route.abort();
    });
    await beforeLoad?.(page);
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/${search}`);
    const opened = browser;
    return { page, errors, foreign, close: async () => void (await Promise.all([opened.close(), new Promise((done) => server.close(done))])) };
  } catch (error) {
    await browser?.close();
    server.close();
    throw error;
  }
}
