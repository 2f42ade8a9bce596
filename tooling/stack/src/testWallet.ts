// A browser wallet for tests: announced in the page through EIP-6963, its EIP-1193 requests answered in
// the test's process (the devnet's dev wallet, its key kept out of the page). The e2e suite and the
// consumers' checks install it alike.

interface WalletInit {
  info: { name: string; rdns: string };
  icon: string;
}

/** What of a Playwright page installing it takes. */
export interface WalletPage {
  exposeFunction(name: string, callback: (method: string, params: unknown) => Promise<unknown>): Promise<unknown>;
  addInitScript(script: (init: WalletInit) => void, arg: WalletInit): Promise<unknown>;
}

export const TEST_WALLET = { name: 'Latch Test Wallet', rdns: 'dev.latch.testwallet' };
// Its own mark, as a wallet's announcement carries one: a white padlock on the wallet's indigo.
const ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#4f46e5"/>' +
    '<path d="M11 14v-3a5 5 0 0 1 10 0v3" fill="none" stroke="#fff" stroke-width="2.5"/><rect x="8" y="14" width="16" height="11" rx="2.5" fill="#fff"/>' +
    '<circle cx="16" cy="19.5" r="2" fill="#4f46e5"/></svg>',
)}`;

/**
 * Installs a wallet in the page that announces itself through EIP-6963. Its EIP-1193 requests cross
 * to this process, where `wallet` answers them (the devnet's dev wallet signs with a dev key and talks
 * to anvil). `info` is the name and rdns it announces (the test wallet's by default).
 */
export async function installTestWallet(
  page: WalletPage,
  wallet: { request(args: { method: string; params?: unknown[] }): Promise<unknown> },
  info: { name: string; rdns: string } = TEST_WALLET,
) {
  await page.exposeFunction('__latchTestWallet', async (method: string, params: unknown) => {
    try {
      return { result: await wallet.request({ method, params: params as unknown[] }) };
    } catch (error) {
      const { code = -32603, message = String(error) } = error as { code?: number; message?: string };
      return { error: { code, message } };
    }
  });
  await page.addInitScript(
    ({ info, icon }) => {
      type Answer = { result?: unknown; error?: { code: number; message: string } };
      const bridge = (window as unknown as { __latchTestWallet(method: string, params: unknown): Promise<Answer> }).__latchTestWallet;
      const listeners = new Map<string, Set<(payload: unknown) => void>>();
      const provider = {
        async request({ method, params }: { method: string; params?: unknown }) {
          const answer = await bridge(method, params ?? []);
          if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
          return answer.result;
        },
        on(event: string, listener: (payload: unknown) => void) {
          if (!listeners.has(event)) listeners.set(event, new Set());
          listeners.get(event)!.add(listener);
        },
        removeListener(event: string, listener: (payload: unknown) => void) {
          listeners.get(event)?.delete(listener);
        },
      };
      (window as unknown as { __latchTestWalletEmit: unknown }).__latchTestWalletEmit = (event: string, payload: unknown) =>
        listeners.get(event)?.forEach((listener) => listener(payload));
      const detail = Object.freeze({ info: { ...info, uuid: '6f1c3c1e-5a9e-4a51-9d43-1b8f4f0f6a11', icon }, provider });
      const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
      window.addEventListener('eip6963:requestProvider', announce);
      announce();
    },
    { info, icon: ICON },
  );
}
