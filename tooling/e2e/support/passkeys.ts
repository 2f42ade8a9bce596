import type { Page } from '@playwright/test';
import { HOST, resolvePorts } from '@latch/devnet';
import { fetchForRoute } from './routeFetch.js';

const { demo, walletFrame: framePort } = resolvePorts();

/** The demo's page under the host name `localhost`, which `onLocalhost` makes work. */
export const localhostDemo = `http://localhost:${demo}/`;

/**
 * WebAuthn refuses an IP address as relying party, and the frame's origin is the relying party: the
 * demo and the frame it loads (its built URL names 127.0.0.1) are opened under the host name
 * `localhost`, as a real deployment serves them under its domains. The services and the frame's
 * policy know both local names.
 */
export async function onLocalhost(page: Page): Promise<void> {
  await page.route(
    (url) => url.port === String(demo) && url.pathname.endsWith('.js'),
    async (route) => {
      // Fetched from this process by its IP: Node would look up localhost's IPv6 address in DNS, which a closed network never answers.
      const response = await fetchForRoute(route, { url: route.request().url().replace('//localhost:', `//${HOST}:`) });
      let text: string;
      try {
        text = await response.text();
      } catch (error) {
        // The page moved on (a reload, a new device's page) while this script was fetched: no one waits for it.
        if (String(error).includes('has been disposed')) return;
        throw error;
      }
      await route.fulfill({ response, body: text.replaceAll(`http://${HOST}:${framePort}`, `http://localhost:${framePort}`) });
    },
  );
}

/**
 * Chromium's virtual authenticator stands in for the person's device: a platform authenticator with
 * resident keys and user verification; with `prf`, it offers the PRF extension (hmac-secret).
 */
export async function virtualAuthenticator(page: Page, { prf = false } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true, hasPrf: prf },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    /** This browser as a new device: the wallet frame's origin forgets its storage (device key, kept keys, session), the authenticator stays. */
    forgetFrameOrigin: () => cdp.send('Storage.clearDataForOrigin', { origin: `http://localhost:${framePort}`, storageTypes: 'local_storage,indexeddb' }),
  };
}
