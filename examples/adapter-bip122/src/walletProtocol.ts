// What this example's injected Bitcoin wallets speak, in the manner of EIP-6963: the page asks with
// `bip122:requestProvider`, each wallet answers with `bip122:announceProvider` carrying its info and a
// provider whose `request({ method, params })` answers the methods below. Every answer is parsed here
// before the adapter uses it; a wallet that answers anything else is refused with a clear error.
import * as z from 'zod';

export const REQUEST_EVENT = 'bip122:requestProvider';
export const ANNOUNCE_EVENT = 'bip122:announceProvider';

export interface Bip122Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
}

const provider = z.custom<Bip122Provider>((value) => typeof (value as Bip122Provider | null)?.request === 'function', 'must have a request function');

/** An announcement's detail: the icon must be an image data URI, so a wallet cannot make the page fetch anything. */
export const announcementSchema = z.object({
  info: z.object({
    id: z.string().regex(/^[\w.-]{1,64}$/),
    name: z.string().min(1).max(64),
    icon: z.string().regex(/^data:image\/(svg\+xml|png|webp);base64,[A-Za-z0-9+/=]+$/),
  }),
  provider,
});
export type Announcement = z.infer<typeof announcementSchema>;

/** The answers of each method, by name. */
export const answers = {
  /** Asks the person for the site's access; the accounts granted. */
  bip122_requestAccounts: z.array(z.string()).min(1),
  /** The accounts already granted to the site, asking nothing. */
  bip122_accounts: z.array(z.string()),
  /** The wallet's chain as a CAIP-2 reference: the genesis block hash's first 32 hex digits. */
  bip122_chain: z.string().regex(/^[0-9a-f]{32}$/),
  /** An address's confirmed balance in satoshis. */
  bip122_getBalance: z.string().regex(/^\d+$/),
  /** A BIP-322 signature of a message, base64. */
  bip122_signMessage: z.string().regex(/^[A-Za-z0-9+/]+=*$/),
  /** A transfer's transaction id, once the wallet broadcast it. */
  bip122_sendTransfer: z.string().regex(/^[0-9a-f]{64}$/),
  bip122_disconnect: z.null(),
} as const;

export type Bip122Method = keyof typeof answers;

/** A provider's answer to `method`, parsed; a refusal (EIP-1193's 4001) reads "Signature declined" where the person was asked. */
export async function ask<M extends Bip122Method>(wallet: Bip122Provider, method: M, params?: unknown): Promise<z.infer<(typeof answers)[M]>> {
  const answer = await wallet.request({ method, params });
  const parsed = answers[method].safeParse(answer);
  if (!parsed.success) throw new Error(`The wallet answered ${method} with something that is not valid: ${z.prettifyError(parsed.error)}`);
  return parsed.data as z.infer<(typeof answers)[M]>;
}
