import { createStorage, type LatchStorage } from '../storage/storage.js';
import type { SiwxConfig, SiwxVerifier } from './types.js';

export interface Eip4361Options {
  /** The dApp's host, e.g. "app.example.com"; the wallet shows it. It must be the page's own host. */
  domain: string;
  /** The dApp's URI, e.g. "https://app.example.com", on the page's own origin. */
  uri: string;
  statement?: string;
  required?: boolean;
  /** How long a session lasts; 24 hours by default. */
  ttlMs?: number;
  storage?: LatchStorage;
  now?: () => number;
  /** The dApp's server: it gives each message's nonce and verifies the signed message before a session is kept. */
  verifier?: SiwxVerifier;
}

/**
 * A SIWX config that writes sign-in messages for this page's domain and URI, in the profile of the
 * chain's namespace that its adapter declares (EIP-4361 on eip155, CAIP-122's Solana profile on
 * solana; none for a namespace whose adapter declares none), and keeps sessions in the browser's
 * storage, honouring a stored session only within its Not Before and Expiration Time.
 * Signatures are verified only by the `verifier`, the dApp's server, which then also gives the nonces.
 * The messages and the session store load on first use, so a page that turns SIWX on keeps them
 * (and zod) out of its entry.
 */
export function eip4361Siwx(options: Eip4361Options): SiwxConfig {
  const storage = options.storage ?? createStorage();
  let body: Promise<Omit<SiwxConfig, 'required'>> | undefined;
  const load = () => (body ??= import('./eip4361Sessions.js').then((m) => m.eip4361Sessions(options, storage)));
  return {
    required: options.required ?? false,
    createMessage: async (input) => (await load()).createMessage(input),
    addSession: async (session, profile) => (await load()).addSession(session, profile),
    getSessions: async (chainId, address, profile) => (await load()).getSessions(chainId, address, profile),
    revokeSession: async (chainId, address, profile) => (await load()).revokeSession(chainId, address, profile),
  };
}
