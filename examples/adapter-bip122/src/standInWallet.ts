// A stand-in for a Bitcoin browser wallet, for tests and the example page: it lives in the page as an
// extension's injected script would, grants its one account when asked (or refuses, as a person may),
// and keeps its balance in memory. It signs nothing for real. Self-contained (no imports, no outer
// names), so a browser test can inject it with Playwright's page.addInitScript(installStandInWallet, config).

export interface StandInWalletConfig {
  id: string;
  name: string;
  address: string;
  /** The chain as a CAIP-2 reference (the genesis hash's first 32 hex digits). */
  chain: string;
  balanceSats: string;
  /** Refuse the site's access, as a person pressing Cancel (EIP-1193's 4001). */
  refuse?: boolean;
}

/** The stand-in wallet the tests and the example page use: one regtest account holding 0.5 BTC. */
export const STAND_IN_WALLET: StandInWalletConfig = {
  id: 'org.latch.bitcoin-stand-in',
  name: 'Stand-in Bitcoin Wallet',
  address: 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
  chain: '0f9188f13cb7b2c71f2a335e3a4fc328',
  balanceSats: '50000000',
};

export function installStandInWallet(config: StandInWalletConfig): void {
  let approved = false;
  let balance = BigInt(config.balanceSats);
  const granted = () => {
    if (!approved) throw Object.assign(new Error('The site has no access to this wallet.'), { code: 4100 });
  };
  const provider = {
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      const args = (params ?? {}) as { address?: string; message?: string; amount?: string };
      switch (method) {
        case 'bip122_requestAccounts':
          if (config.refuse) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
          approved = true;
          return [config.address];
        case 'bip122_accounts':
          return approved ? [config.address] : [];
        case 'bip122_chain':
          return config.chain;
        case 'bip122_getBalance':
          return args.address === config.address ? balance.toString() : '0';
        case 'bip122_signMessage':
          granted();
          return btoa(`stand-in signature of ${args.message ?? ''}`);
        case 'bip122_sendTransfer': {
          granted();
          const amount = BigInt(args.amount ?? '0');
          if (amount <= 0n || amount > balance) throw Object.assign(new Error('Insufficient funds'), { code: -32000 });
          balance -= amount;
          return [...crypto.getRandomValues(new Uint8Array(32))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
        }
        case 'bip122_disconnect':
          approved = false;
          return null;
        default:
          throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 });
      }
    },
  };
  const info = { id: config.id, name: config.name, icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PGNpcmNsZSBjeD0iMTYiIGN5PSIxNiIgcj0iMTYiIGZpbGw9IiNmNzkzMWEiLz48dGV4dCB4PSIxNiIgeT0iMjIiIGZvbnQtc2l6ZT0iMTgiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZpbGw9IiNmZmYiPkI8L3RleHQ+PC9zdmc+' };
  const announce = () => window.dispatchEvent(new CustomEvent('bip122:announceProvider', { detail: Object.freeze({ info, provider }) }));
  window.addEventListener('bip122:requestProvider', announce);
  announce();
}
