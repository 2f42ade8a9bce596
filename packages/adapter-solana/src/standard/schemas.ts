// A Wallet Standard wallet is code the page loaded, not code we trust: what the adapter reads of it,
// and every answer it gives, is parsed here with zod (the tree-shakable zod/mini) before use. The
// feature names and their methods' types are the standard's own, from @wallet-standard/features and
// @solana/wallet-standard-features, as anza-xyz/wallet-adapter takes them.
import { isValidAddress } from '@latch/core';
import {
  SolanaSignAndSendTransaction,
  SolanaSignMessage,
  SolanaSignTransaction,
  type SolanaSignAndSendTransactionMethod,
  type SolanaSignMessageMethod,
  type SolanaSignTransactionMethod,
} from '@solana/wallet-standard-features';
import { StandardConnect, StandardDisconnect, StandardEvents, type StandardConnectMethod, type StandardDisconnectMethod, type StandardEventsOnMethod } from '@wallet-standard/features';
import * as z from 'zod/mini';
import { SOLANA_RULES } from '../rules.js';

const ED25519_SIGNATURE_BYTES = 64;

/** A feature's method: checked to be a function, typed as the standard says it is called. */
const method = <M>() => z.custom<M>((value) => typeof value === 'function', 'must be a function');
const bytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'must be a Uint8Array');
const signatureBytes = bytes.check(z.refine((value) => value.length === ED25519_SIGNATURE_BYTES, 'must be a 64-byte signature'));

export const solanaAddressSchema = z.string().check(z.refine((value) => isValidAddress(value, SOLANA_RULES), 'not a Solana address'));

/** What the adapter reads of a wallet. The icon must be an image data URI, so a wallet cannot make us fetch anything. */
export const standardWalletSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  icon: z.string().check(z.regex(/^data:image\/[a-z0-9.+-]+[;,]/i, 'icon must be an image data URI')),
  chains: z.array(z.string()),
  features: z.record(z.string(), z.unknown()),
});

/** The features a Solana wallet must have to be offered: connect, a way to sign transactions, and message signing. */
export const solanaFeaturesSchema = z
  .object({
    [StandardConnect]: z.object({ connect: method<StandardConnectMethod>() }),
    [StandardDisconnect]: z.optional(z.object({ disconnect: method<StandardDisconnectMethod>() })),
    [StandardEvents]: z.optional(z.object({ on: method<StandardEventsOnMethod>() })),
    [SolanaSignAndSendTransaction]: z.optional(z.object({ signAndSendTransaction: method<SolanaSignAndSendTransactionMethod>() })),
    [SolanaSignTransaction]: z.optional(z.object({ signTransaction: method<SolanaSignTransactionMethod>() })),
    [SolanaSignMessage]: z.object({ signMessage: method<SolanaSignMessageMethod>() }),
  })
  .check(z.refine((features) => Boolean(features[SolanaSignAndSendTransaction] ?? features[SolanaSignTransaction]), 'needs signAndSendTransaction or signTransaction'));
export type SolanaFeatures = z.infer<typeof solanaFeaturesSchema>;

/** An account as a wallet gives it; accounts of other chains (no `solana:` chain) are left out by the reader. */
const accountSchema = z.object({ address: z.string(), chains: z.array(z.string()) });

export const connectOutputSchema = z.object({ accounts: z.array(accountSchema) });
/** `standard:events` change: only what changed is present. */
export const changeSchema = z.object({ accounts: z.optional(z.array(accountSchema)) });
export const signMessageOutputSchema = z.tuple([z.object({ signature: signatureBytes })]);
export const signAndSendOutputSchema = z.tuple([z.object({ signature: signatureBytes })]);
export const signTransactionOutputSchema = z.tuple([z.object({ signedTransaction: bytes })]);

export type WalletAccount = z.infer<typeof accountSchema>;

/** The Solana accounts among `accounts`, valid addresses only. */
export const solanaAccounts = (accounts: readonly WalletAccount[]) =>
  accounts.filter((account) => solanaAddressSchema.safeParse(account.address).success && account.chains.some((chain) => chain.startsWith('solana:')));
