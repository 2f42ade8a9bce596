import type { CaipNetworkId } from '../caip/network.js';
import { noSignInProfile, siwxNotThisPage, siwxSessionRefused } from '../errors/catalogue.js';
import { LatchError } from '../errors/LatchError.js';
import type { LatchStorage } from '../storage/storage.js';
import type { Eip4361Options } from './eip4361.js';
import { caip122Message, type SignInProfile } from './signInMessage.js';
import { checkSignedSession, sameAccount } from './signedSession.js';
import { readSessions, writeSessions } from './sessionStore.js';
import type { SiwxConfig, SiwxSession } from './types.js';

/** 17 letters and digits from the browser's random source (EIP-4361: at least 8). */
function localNonce(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(36).padStart(2, '0')).join('').slice(0, 17);
}

/** The configured domain and URI, refused unless they are the page's own (when there is a page). */
function pageDomainAndUri({ domain, uri }: Eip4361Options): { domain: string; uri: string } {
  const page = (globalThis as { location?: { host: string; origin: string } }).location;
  if (!page) return { domain, uri };
  let origin: string | undefined;
  try {
    origin = new URL(uri).origin;
  } catch {
    origin = undefined;
  }
  if (domain.toLowerCase() !== page.host.toLowerCase() || origin !== page.origin) throw new LatchError(siwxNotThisPage, { details: `${domain} ${uri} on ${page.origin}` });
  return { domain, uri };
}

/** The body of `eip4361Siwx`, loaded on its first call. */
export function eip4361Sessions(options: Eip4361Options, storage: LatchStorage): Omit<SiwxConfig, 'required'> {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? 24 * 60 * 60 * 1000;
  const all = async () => readSessions(storage);
  const save = async (sessions: SiwxSession[]) => writeSessions(storage, sessions);
  const same = (chainId: CaipNetworkId, address: string, profile: SignInProfile | undefined) => (s: SiwxSession) =>
    s.data.chainId === chainId && sameAccount(profile, s.data.accountAddress, address);
  /** What was signed, not the data kept beside it, decides: this account's (and signed by it, where core can check), this page's, and within its time. */
  const honoured = async (session: SiwxSession, profile: SignInProfile | undefined) => {
    const checked = await checkSignedSession(session, profile);
    if (!('signed' in checked)) return false;
    const { signed } = checked;
    const ownPage = signed.domain === options.domain && signed.uri === options.uri;
    const started = !signed.notBefore || Date.parse(signed.notBefore) <= now();
    const unexpired = !signed.expirationTime || Date.parse(signed.expirationTime) > now();
    return ownPage && started && unexpired;
  };

  return {
    async createMessage({ accountAddress, chainId, profile }) {
      if (!profile) throw new LatchError(noSignInProfile(chainId.split(':')[0]!));
      const { domain, uri } = pageDomainAndUri(options);
      const nonce = options.verifier ? await options.verifier.getNonce() : localNonce();
      const data = { accountAddress, chainId, domain, uri, nonce, issuedAt: new Date(now()).toISOString(), expirationTime: new Date(now() + ttlMs).toISOString() };
      return { data, message: caip122Message(profile, data, options.statement) };
    },
    async addSession(session, profile) {
      const checked = await checkSignedSession(session, profile);
      if ('problem' in checked) throw new LatchError(checked.problem);
      if (options.verifier && !(await options.verifier.verify(session))) throw new LatchError(siwxSessionRefused);
      const others = (await all()).filter((s) => !same(session.data.chainId as CaipNetworkId, session.data.accountAddress, profile)(s));
      await save([...others, session]);
    },
    async getSessions(chainId, address, profile) {
      const mine = (await all()).filter(same(chainId, address, profile));
      const verdicts = await Promise.all(mine.map((session) => honoured(session, profile)));
      return mine.filter((_, index) => verdicts[index]);
    },
    async revokeSession(chainId, address, profile) {
      await save((await all()).filter((s) => !same(chainId, address, profile)(s)));
    },
  };
}
