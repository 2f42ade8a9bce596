import { randomUUID } from 'node:crypto';
import { SignClient } from '@walletconnect/sign-client';
import { MemoryStorage } from '../src/walletconnect/memoryStorage.js';
import { closeWalletConnectClient } from '../src/walletconnect/walletKitClient.js';

// Cores otherwise sit on globalThis, and the SDK's start-up timers touch them after jest has torn the test file down.
process.env['DISABLE_GLOBAL_CORE'] = 'true';

export type Dapp = Awaited<ReturnType<typeof SignClient.init>>;

export const DAPP_METADATA = { name: 'Test dApp', description: 'A dApp in a test', url: 'http://127.0.0.1:5173', icons: [] };

/** The dApp side: a real sign-client on the local relay, with its own storage prefix and no telemetry. */
export async function startDapp(relayUrl: string): Promise<{ dapp: Dapp; stop(): Promise<void> }> {
  const storagePrefix = `test-dapp-${randomUUID()}`;
  const dapp = await SignClient.init({
    projectId: 'latch-test',
    relayUrl,
    metadata: DAPP_METADATA,
    customStoragePrefix: storagePrefix,
    telemetryEnabled: false,
    storage: new MemoryStorage(),
    // The dApp logs every refused request at error level; the tests assert on the refusals instead.
    logger: 'silent',
  });
  return {
    dapp,
    stop: () => closeWalletConnectClient(dapp, storagePrefix),
  };
}

export const EIP155_REQUEST = {
  eip155: {
    chains: ['eip155:31337'],
    methods: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'eth_accounts', 'eth_chainId', 'wallet_switchEthereumChain'],
    events: ['accountsChanged', 'chainChanged'],
  },
};

/** The next value a wallet hands to a listener registered with `subscribe`. */
export function nextEvent<T>(subscribe: (listener: (value: T) => void) => () => void): Promise<T> {
  return new Promise((resolve) => {
    const unsubscribe = subscribe((value) => {
      unsubscribe();
      resolve(value);
    });
  });
}
