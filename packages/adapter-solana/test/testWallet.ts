// A Wallet Standard wallet for tests: it signs with a keypair it is given, sends to an RPC when it has
// one, and can be told to refuse its next request, as a person would.
import { createPrivateKey, sign } from 'node:crypto';
import { Connection, Transaction, type Keypair } from '@solana/web3.js';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import bs58 from 'bs58';

// PKCS#8 wrapping of a raw 32-byte Ed25519 seed, so node:crypto signs with it.
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const ICON = 'data:image/svg+xml;base64,PHN2Zy8+';
const REFUSAL = { code: 4001, message: 'User rejected the request.' };

export interface TestWalletOptions {
  keypair: Keypair;
  name?: string;
  chains?: string[];
  /** Where signAndSendTransaction sends; without it the wallet only signs. */
  rpcUrl?: string;
  /** Features to leave out, e.g. 'solana:signAndSendTransaction'. */
  without?: string[];
}

export interface TestWallet extends Wallet {
  /** The next signing request is refused with EIP-1193's 4001. */
  rejectNextRequest(): void;
  /** Tells listeners the accounts changed to `keypairs` (none: the wallet disconnected). */
  changeAccounts(keypairs: Keypair[]): void;
  readonly requests: { feature: string; input: unknown }[];
}

export function createTestWallet({ keypair, name = 'Test Wallet', chains = ['solana:localnet'], rpcUrl, without = [] }: TestWalletOptions): TestWallet {
  const accountFor = (pair: Keypair): WalletAccount => ({ address: pair.publicKey.toBase58(), publicKey: pair.publicKey.toBytes(), chains: chains as `${string}:${string}`[], features: [] });
  let accounts: WalletAccount[] = [];
  let refuseNext = false;
  const listeners = new Set<(properties: { accounts?: readonly WalletAccount[] }) => void>();
  const requests: { feature: string; input: unknown }[] = [];
  const connection = rpcUrl ? new Connection(rpcUrl, 'confirmed') : undefined;

  const signing = async <T>(feature: string, input: unknown, answer: () => Promise<T>): Promise<T> => {
    requests.push({ feature, input });
    if (refuseNext) {
      refuseNext = false;
      throw REFUSAL;
    }
    return answer();
  };
  const signed = (bytes: Uint8Array) => {
    const transaction = Transaction.from(bytes);
    transaction.partialSign(keypair);
    return transaction;
  };

  const features: Record<string, unknown> = {
    'standard:connect': {
      version: '1.0.0',
      connect: async ({ silent = false }: { silent?: boolean } = {}) => {
        if (!silent) accounts = [accountFor(keypair)];
        return { accounts };
      },
    },
    'standard:disconnect': { version: '1.0.0', disconnect: async () => void (accounts = []) },
    'standard:events': {
      version: '1.0.0',
      on: (_event: 'change', listener: (properties: { accounts?: readonly WalletAccount[] }) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    'solana:signMessage': {
      version: '1.0.0',
      signMessage: (input: { message: Uint8Array }) =>
        signing('solana:signMessage', input, async () => {
          const key = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, keypair.secretKey.subarray(0, 32)]), format: 'der', type: 'pkcs8' });
          return [{ signedMessage: input.message, signature: new Uint8Array(sign(null, input.message, key)) }];
        }),
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy'],
      signTransaction: (input: { transaction: Uint8Array }) =>
        signing('solana:signTransaction', input, async () => [{ signedTransaction: new Uint8Array(signed(input.transaction).serialize()) }]),
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy'],
      signAndSendTransaction: (input: { transaction: Uint8Array }) =>
        signing('solana:signAndSendTransaction', input, async () => {
          if (!connection) throw new Error('This test wallet has no RPC to send to.');
          const signature = await connection.sendRawTransaction(signed(input.transaction).serialize());
          return [{ signature: bs58.decode(signature) }];
        }),
    },
  };
  for (const feature of without) delete features[feature];

  return {
    version: '1.0.0',
    name,
    icon: ICON,
    chains: chains as `${string}:${string}`[],
    features,
    get accounts() {
      return accounts;
    },
    requests,
    rejectNextRequest: () => void (refuseNext = true),
    changeAccounts(keypairs) {
      accounts = keypairs.map(accountFor);
      listeners.forEach((listener) => listener({ accounts }));
    },
  };
}
