import type { Latch } from '@latch/core';

/**
 * Opens a provider's page in a new tab: through the platform's opener when the dApp gave one (an
 * in-app browser, a test), else `window.open` with no opener, so the page cannot reach back to
 * the dApp's window.
 */
export function openInNewTab(latch: Latch, url: string): void {
  if (latch.platform.openHref) latch.platform.openHref(url, '_blank');
  else if (typeof window !== 'undefined') window.open(url, '_blank', 'noopener,noreferrer');
}
