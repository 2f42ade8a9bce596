import type { CaipNetwork } from '@latch/core';
import { walletChainsFor } from '../chains.js';
import type { SignAndSendInput, SolanaWallet } from '../connectors/types.js';
import { askWallet } from './errors.js';

/**
 * The connected Solana wallet as an app gets it (`useLatchProvider('solana')`), for its own
 * transactions: bytes in, bytes out, on the network the person is on. A refusal rejects with
 * "Signature declined"; anything else as the wallet said it.
 */
export interface SolanaWalletProvider {
  /** The account, base58. */
  readonly address: string;
  /** The 64-byte ed25519 signature of `message`. */
  signMessage(message: Uint8Array): Promise<Uint8Array>;
  /** Signs a transaction in wire format (e.g. `transaction.serialize({ requireAllSignatures: false })`); resolves with it signed. */
  signTransaction(transaction: Uint8Array): Promise<Uint8Array>;
  /** Signs and sends it; resolves with its signature (64 bytes). SPEC 5's sign-and-send options pass through. */
  signAndSendTransaction(transaction: Uint8Array, options?: SignAndSendInput['options']): Promise<Uint8Array>;
}

/** What the wallet can do, named for the network the session is on (`network()`), as the wallet spells it where it lists chains. */
export function solanaWalletProvider(wallet: SolanaWallet, address: string, network: () => CaipNetwork | undefined): SolanaWalletProvider {
  const chain = () => {
    const current = network();
    const names = current ? walletChainsFor(current) : [];
    return names.find((name) => wallet.chains.includes(name)) ?? names[0] ?? wallet.chains[0] ?? '';
  };
  const unsupported = (what: string) => Promise.reject(new Error(`This wallet does not ${what}.`));
  return {
    address,
    signMessage: (message) => askWallet(() => wallet.signMessage(address, message)),
    signTransaction: (transaction) =>
      wallet.signTransaction ? askWallet(() => wallet.signTransaction!({ address, transaction, chain: chain() })) : unsupported('sign transactions without sending them'),
    signAndSendTransaction: (transaction, options) =>
      wallet.signAndSendTransaction ? askWallet(() => wallet.signAndSendTransaction!({ address, transaction, chain: chain(), options })) : unsupported('send transactions itself'),
  };
}
