import type { CaipNetworkId } from '../caip/network.js';
import { createStorage, type LatchStorage } from '../storage/storage.js';
import type { SiwxConfig, SiwxSession } from './types.js';

export interface Eip4361Options {
  /** The dApp's host, e.g. "app.example.com"; the wallet shows it. */
  domain: string;
  /** The dApp's URI, e.g. "https://app.example.com". */
  uri: string;
  statement?: string;
  required?: boolean;
  /** How long a session lasts; 24 hours by default. */
  ttlMs?: number;
  storage?: LatchStorage;
  now?: () => number;
}

function nonce(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(36).padStart(2, '0')).join('').slice(0, 17);
}

/** EIP-4361 "Sign-In with Ethereum" text for an account on an EIP-155 chain. */
export function eip4361Message(data: SiwxSession['data'], statement?: string): string {
  const [, reference] = data.chainId.split(':');
  const lines = [`${data.domain} wants you to sign in with your Ethereum account:`, data.accountAddress, ''];
  if (statement) lines.push(statement, '');
  lines.push(`URI: ${data.uri}`, 'Version: 1', `Chain ID: ${reference}`, `Nonce: ${data.nonce}`, `Issued At: ${data.issuedAt}`);
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`);
  return lines.join('\n');
}

const loadStore = () => import('./sessionStore.js');

/**
 * A SIWX config that writes EIP-4361 messages and keeps sessions in the browser's storage.
 * It does not verify signatures: a dApp that trusts a session on its server must verify there.
 */
export function eip4361Siwx(options: Eip4361Options): SiwxConfig {
  const storage = options.storage ?? createStorage();
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? 24 * 60 * 60 * 1000;
  const all = async () => (await loadStore()).readSessions(storage);
  const save = async (sessions: SiwxSession[]) => (await loadStore()).writeSessions(storage, sessions);
  const same = (chainId: CaipNetworkId, address: string) => (s: SiwxSession) =>
    s.data.chainId === chainId && s.data.accountAddress.toLowerCase() === address.toLowerCase();
  const live = (s: SiwxSession) => !s.data.expirationTime || Date.parse(s.data.expirationTime) > now();

  return {
    required: options.required ?? false,
    async createMessage({ accountAddress, chainId }) {
      const data = {
        accountAddress,
        chainId,
        domain: options.domain,
        uri: options.uri,
        nonce: nonce(),
        issuedAt: new Date(now()).toISOString(),
        expirationTime: new Date(now() + ttlMs).toISOString(),
      };
      return { data, message: eip4361Message(data, options.statement) };
    },
    async addSession(session) {
      const others = (await all()).filter((s) => !same(session.data.chainId as CaipNetworkId, session.data.accountAddress)(s));
      await save([...others, session]);
    },
    async getSessions(chainId, address) {
      return (await all()).filter(same(chainId, address)).filter(live);
    },
    async revokeSession(chainId, address) {
      await save((await all()).filter((s) => !same(chainId, address)(s)));
    },
  };
}
