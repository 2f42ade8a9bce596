// Opens a page or a built app in Debian's Chromium (the e2e suite's launch options), with every request that is
// not to this machine aborted and recorded.
import type { AddressInfo } from 'node:net';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '@latch/stack/chromium';
import { serveStatic } from '@latch/stack/static-server';

export interface OpenedApp {
  page: Page;
  /** Uncaught page errors and console errors, in order. */
  errors: string[];
  /** Every console message, of any level, in order. */
  console: string[];
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

/** Opens `url` in a fresh Chromium, every request not to this machine aborted and recorded. */
export async function openPage(url: string, { beforeLoad }: Pick<OpenOptions, 'beforeLoad'> = {}): Promise<OpenedApp> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    // A context of its own, so that a test may open a second page in it (the wallet's device page from a mailed link).
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    const foreign: string[] = [];
    const consoleMessages: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      consoleMessages.push(message.text());
      // A failed load's message names no resource: its location does.
      if (message.type() === 'error') errors.push([message.text(), message.location().url].filter(Boolean).join(' at '));
    });
    await context.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.protocol === 'data:' || LOCAL.test(url.hostname)) return route.continue();
      foreign.push(url.href);
      return route.abort();
    });
    await beforeLoad?.(page);
    await page.goto(url);
    return { page, errors, console: consoleMessages, foreign, close: () => browser.close() };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/** Serves `root` under the demo's content security policy and opens it in a fresh Chromium. */
export async function openBuiltApp(root: string, { search = '', beforeLoad }: OpenOptions = {}): Promise<OpenedApp> {
  const server = await serveStatic({ root, port: 0, name: 'the consumer app' });
  try {
    const opened = await openPage(`http://127.0.0.1:${(server.address() as AddressInfo).port}/${search}`, { beforeLoad });
    return { ...opened, close: async () => void (await Promise.all([opened.close(), new Promise((done) => server.close(done))])) };
  } catch (error) {
    server.close();
    throw error;
  }
}

/** The text of the element labelled `label` (an app's `<output aria-label>`), once it matches `text`. */
export async function shownText(page: Page, label: string, text: RegExp): Promise<string> {
  const output = page.getByLabel(label, { exact: true }).filter({ hasText: text });
  await output.waitFor();
  return (await output.textContent()) ?? '';
}
