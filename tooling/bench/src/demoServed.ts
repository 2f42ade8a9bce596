import type { Browser } from 'playwright-core';
import { freePort, HOST } from '@latch/devnet';
import { demoDist, serveStatic } from '@latch/stack';
import { launchBrowser } from './browser.js';

/** Serves the built demo on a free port and launches Chromium for `use`; closes both after. */
export async function withServedDemo<T>(use: (browser: Browser, url: string) => Promise<T>): Promise<T> {
  const port = await freePort();
  const server = await serveStatic({ root: demoDist(), port });
  const browser = await launchBrowser();
  try {
    return await use(browser, `http://${HOST}:${port}/`);
  } finally {
    await browser.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
