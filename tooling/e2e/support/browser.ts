import { expect, test, type BrowserContext } from '@playwright/test';

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

/**
 * For the tests of a spec file: every request off this machine is aborted, and a test during which
 * one was made fails (the local world needs no other host).
 */
export function failOnForeignRequests(): void {
  let aborted: string[] = [];
  test.beforeEach(async ({ context }) => {
    aborted = await onlyLocalRequests(context);
  });
  test.afterEach(() => {
    expect(aborted, 'requests to hosts outside this machine').toEqual([]);
  });
}
