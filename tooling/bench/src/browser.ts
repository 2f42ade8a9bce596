import { chromium, type Browser } from 'playwright-core';
import { chromiumLaunchOptions } from '@latch/stack';

/**
 * Debian's Chromium, as the browser tests drive it. Its flags let no host but this machine resolve,
 * so a request elsewhere fails at once, and nothing is intercepted: requests, and the HTTP cache, go
 * as they would for a person.
 */
export const launchBrowser = (): Promise<Browser> => chromium.launch(chromiumLaunchOptions());
