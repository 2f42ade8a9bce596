import { LatchError, LatchMessages, type Message } from '@latch/core';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { SolanaSignAndSendTransaction, SolanaSignMessage, SolanaSignTransaction, type SolanaSignAndSendTransactionOptions } from '@solana/wallet-standard-features';
import { StandardConnect, StandardDisconnect, StandardEvents } from '@wallet-standard/features';
import type { SolanaWallet, WalletChange } from '../connectors/types.js';
import {
  changeSchema,
  connectOutputSchema,
  signAndSendOutputSchema,
  signMessageOutputSchema,
  signTransactionOutputSchema,
  solanaAccounts,
  solanaFeaturesSchema,
} from './schemas.js';

/** The wallet's own account object for `address`: the features take it, not the address. */
function accountOf(wallet: Wallet, address: string): WalletAccount {
  const account = wallet.accounts.find((candidate) => candidate.address === address);
  if (!account) throw new LatchError(LatchMessages.walletInvalidSignature, { details: `The wallet no longer grants ${address}.` });
  return account;
}

/** A chain as a wallet names it: chains.ts spells each `solana:…`, the standard's IdentifierString. */
const chainId = (chain: string) => chain as `${string}:${string}`;

/**
 * SPEC 5's send options, checked where the adapter took them. Their commitments include web3.js's
 * older names (`recent`, `max`, …) that the standard's type leaves out; a wallet reads them as its RPC does.
 */
const sendOptions = (options: { preflightCommitment?: string } | undefined) => options as SolanaSignAndSendTransactionOptions | undefined;

/** A wallet's answer, parsed; one that fails its schema is `invalid`. */
function parsed<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, answer: unknown, invalid: Message): T {
  const result = schema.safeParse(answer);
  if (!result.success) throw new LatchError(invalid);
  return result.data;
}

/**
 * Asks a Wallet Standard wallet for its Solana accounts (`standard:connect`, silently for a restore) and
 * gives the adapter its requests. Undefined when it grants no Solana account.
 */
export async function connectStandardWallet(wallet: Wallet, silent: boolean): Promise<SolanaWallet | undefined> {
  const features = parsed(solanaFeaturesSchema, wallet.features, LatchMessages.walletUnavailable(wallet.name));
  const output = parsed(connectOutputSchema, await features[StandardConnect].connect({ silent }), LatchMessages.walletInvalidSignature);
  const accounts = solanaAccounts(output.accounts);
  if (!accounts.length) return undefined;
  const signAndSend = features[SolanaSignAndSendTransaction];
  const signTransaction = features[SolanaSignTransaction];

  return {
    addresses: accounts.map(({ address }) => address),
    chains: [...new Set(accounts.flatMap(({ chains }) => chains))],

    async signMessage(address, message) {
      const answer = await features[SolanaSignMessage].signMessage({ account: accountOf(wallet, address), message });
      return parsed(signMessageOutputSchema, answer, LatchMessages.walletInvalidSignature)[0].signature;
    },

    signAndSendTransaction:
      signAndSend &&
      (async ({ address, transaction, chain, options }) => {
        const answer = await signAndSend.signAndSendTransaction({ account: accountOf(wallet, address), transaction, chain: chainId(chain), options: sendOptions(options) });
        return parsed(signAndSendOutputSchema, answer, LatchMessages.walletInvalidTransactionHash)[0].signature;
      }),

    signTransaction:
      signTransaction &&
      (async ({ address, transaction, chain }) => {
        const answer = await signTransaction.signTransaction({ account: accountOf(wallet, address), transaction, chain: chainId(chain) });
        return parsed(signTransactionOutputSchema, answer, LatchMessages.walletInvalidSignature)[0].signedTransaction;
      }),

    listen(onChange: (change: WalletChange) => void) {
      const events = features[StandardEvents];
      if (!events) return () => {};
      return events.on('change', (properties: unknown) => {
        const change = changeSchema.safeParse(properties);
        if (!change.success || !change.data.accounts) return;
        const addresses = solanaAccounts(change.data.accounts).map(({ address }) => address);
        onChange(addresses.length ? { type: 'accounts', addresses } : { type: 'disconnect' });
      });
    },

    disconnect: async () => {
      await features[StandardDisconnect]?.disconnect();
    },
  };
}
