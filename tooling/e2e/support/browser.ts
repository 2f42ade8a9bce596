import { expect, test, type Browser, type BrowserContext, type BrowserContextOptions } from '@playwright/test';
import { isForeignHost } from './foreignTraffic.js';

/** Pushes onto `into` every request the context makes, from now on, to a host other than this machine. */
function recordForeignRequests(context: BrowserContext, into: string[]): string[] {
  context.on('request', (request) => {
    if (isForeignHost(request.url())) into.push(request.url());
  });
  return into;
}

/**
 * Records every request the context makes to a host other than this machine, for a test that looks
 * at them itself. Chromium resolves no other host (`chromiumLaunchOptions`), so such a request fails
 * at once; listening rather than routing keeps every request off a round trip through the test runner
 * and leaves the HTTP cache on.
 */
export const onlyLocalRequests = (context: BrowserContext): string[] => recordForeignRequests(context, []);

/** The current test's requests off this machine, from its own context and those `localContext` opened. */
let foreignThisTest: string[] | undefined;

/**
 * For the tests of a spec file: a test during which a request left this machine fails (the local
 * world needs no other host), whether from its own context or from another that `localContext` opened.
 */
export function failOnForeignRequests(): void {
  test.beforeEach(({ context }) => {
    foreignThisTest = onlyLocalRequests(context);
  });
  test.afterEach(() => {
    const foreign = foreignThisTest;
    foreignThisTest = undefined;
    expect(foreign, 'requests to hosts outside this machine').toEqual([]);
  });
}

/** Another browser of the person's (a context of its own), watched as the test's own: in a spec that calls `failOnForeignRequests`. */
export async function localContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
  const into = foreignThisTest;
  if (!into) throw new Error('localContext records into the list failOnForeignRequests() keeps for each test: call it in this spec');
  const context = await browser.newContext(options);
  recordForeignRequests(context, into);
  return context;
}
