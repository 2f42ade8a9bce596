import { expect, test, type BrowserContext } from '@playwright/test';
import { isForeignHost } from './foreignTraffic.js';

/**
 * Records every request the context makes to a host other than this machine. Chromium resolves no
 * other host (`chromiumLaunchOptions`), so such a request fails at once; listening rather than
 * routing keeps every request off a round trip through the test runner and leaves the HTTP cache on.
 */
export function onlyLocalRequests(context: BrowserContext): string[] {
  const foreign: string[] = [];
  context.on('request', (request) => {
    if (isForeignHost(request.url())) foreign.push(request.url());
  });
  return foreign;
}

/**
 * For the tests of a spec file: a test during which a request left this machine fails (the local
 * world needs no other host).
 */
export function failOnForeignRequests(): void {
  let foreign: string[] = [];
  test.beforeEach(({ context }) => {
    foreign = onlyLocalRequests(context);
  });
  test.afterEach(() => {
    expect(foreign, 'requests to hosts outside this machine').toEqual([]);
  });
}
