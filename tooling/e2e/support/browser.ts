import type { BrowserContext, LaunchOptions } from '@playwright/test';

/** Debian's Chromium, never a browser Playwright downloads (TOOLCHAIN.md). */
export const chromiumLaunchOptions = (): LaunchOptions => ({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
});

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Aborts every request that does not go to this machine, so nothing waits on a network that is not there. */
export async function onlyLocalRequests(context: BrowserContext): Promise<string[]> {
  const aborted: string[] = [];
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.protocol === 'data:' || LOCAL_HOSTS.has(url.hostname)) return route.continue();
    aborted.push(url.href);
    return route.abort();
  });
  return aborted;
}
