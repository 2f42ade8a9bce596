import type { CaipNetworkId } from '../caip/network.js';
import type { LatchStorage } from '../storage/storage.js';
import type { Eip4361Options } from './eip4361.js';
import { readSessions, writeSessions } from './sessionStore.js';
import type { SiwxConfig, SiwxSession } from './types.js';

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

/** The body of `eip4361Siwx`, loaded on its first call. */
export function eip4361Sessions(options: Eip4361Options, storage: LatchStorage): Omit<SiwxConfig, 'required'> {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? 24 * 60 * 60 * 1000;
  const all = async () => readSessions(storage);
  const save = async (sessions: SiwxSession[]) => writeSessions(storage, sessions);
  const same = (chainId: CaipNetworkId, address: string) => (s: SiwxSession) =>
    s.data.chainId === chainId && s.data.accountAddress.toLowerCase() === address.toLowerCase();
  const live = (s: SiwxSession) => !s.data.expirationTime || Date.parse(s.data.expirationTime) > now();

  return {
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
