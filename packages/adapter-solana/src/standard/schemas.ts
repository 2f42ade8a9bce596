// zod/mini: the tree-shakable build. Every answer of a Wallet Standard wallet is parsed here before use.
import { isValidAddress } from '@latch/core';
import * as z from 'zod/mini';
import { SOLANA_RULES } from '../rules.js';

export const CONNECT = 'standard:connect';
export const DISCONNECT = 'standard:disconnect';
export const EVENTS = 'standard:events';
export const SIGN_AND_SEND = 'solana:signAndSendTransaction';
export const SIGN_TRANSACTION = 'solana:signTransaction';
export const SIGN_MESSAGE = 'solana:signMessage';

const ED25519_SIGNATURE_BYTES = 64;

const method = z.custom<(...args: unknown[]) => Promise<unknown>>((value) => typeof value === 'function', 'must be a function');
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
    [CONNECT]: z.object({ connect: method }),
    [DISCONNECT]: z.optional(z.object({ disconnect: method })),
    [EVENTS]: z.optional(z.object({ on: z.custom<(event: 'change', listener: (properties: unknown) => void) => () => void>((value) => typeof value === 'function') })),
    [SIGN_AND_SEND]: z.optional(z.object({ signAndSendTransaction: method })),
    [SIGN_TRANSACTION]: z.optional(z.object({ signTransaction: method })),
    [SIGN_MESSAGE]: z.object({ signMessage: method }),
  })
  .check(z.refine((features) => Boolean(features[SIGN_AND_SEND] ?? features[SIGN_TRANSACTION]), 'needs signAndSendTransaction or signTransaction'));
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
