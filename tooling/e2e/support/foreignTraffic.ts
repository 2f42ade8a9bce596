import type { BrowserContext, Page } from '@playwright/test';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Whether `url` names a host other than this machine (`data:`, `blob:`, `about:` and CSP keywords such as `inline` name none). */
export function isForeignHost(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return ['http:', 'https:', 'ws:', 'wss:'].includes(parsed.protocol) && !LOCAL_HOSTS.has(parsed.hostname);
}

interface CspWindow {
  __latchCspBlocked?: string[];
}

export interface ForeignTraffic {
  /** Every request, WebSocket, frame and CSP-blocked URL seen so far whose host is not this machine, each as `kind url`. */
  foreign(): Promise<string[]>;
}

/**
 * Records, from now on, where the context's requests, the page's WebSockets and frames went, and
 * what the page's CSP blocked. A frame the CSP blocks never makes a request, so the
 * `securitypolicyviolation` events (from an init script in every document) are the only trace of it.
 * Call before the page navigates.
 */
export async function recordForeignTraffic(context: BrowserContext, page: Page): Promise<ForeignTraffic> {
  const seen: string[] = [];
  const note = (kind: string, url: string) => {
    if (isForeignHost(url)) seen.push(`${kind} ${url}`);
  };
  context.on('request', (request) => note('request', request.url()));
  page.on('websocket', (socket) => note('websocket', socket.url()));
  page.on('frameattached', (frame) => note('frame', frame.url()));
  page.on('framenavigated', (frame) => note('frame', frame.url()));
  await context.addInitScript(() => {
    const blocked: string[] = [];
    (window as unknown as CspWindow).__latchCspBlocked = blocked;
    document.addEventListener('securitypolicyviolation', (event) => blocked.push(event.blockedURI), { capture: true });
  });
  return {
    async foreign() {
      const blocked = await Promise.all(
        page.frames().map((frame) => frame.evaluate(() => (window as unknown as CspWindow).__latchCspBlocked ?? []).catch(() => [] as string[])),
      );
      const csp = blocked.flat().filter(isForeignHost).map((url) => `blocked by CSP ${url}`);
      return [...new Set([...seen, ...csp])];
    },
  };
}
