// The session a social sign-in ends in, whichever way its identity found its user: at once
// (socialLogin.ts), or after the person's consent (identityLink.ts).
import type { Queryable } from '../../db/db.js';
import type { IssuedSession, Sessions } from '../sessions.js';
import { approveDevice } from '../users.js';
import type { IdentityUser } from './identities.js';
import type { VerifiedIdentity } from './pendingLogins.js';
import { emailLinksAccounts, type SocialProvider } from './providers.js';

export interface SocialCompletion extends IssuedSession {
  identity: { provider: SocialProvider; email: string; name: string | null; picture: string | null };
}

/** What a session of a social sign-in is issued for: the login's identity, device and device key, and the project. */
export interface SocialSignIn {
  provider: SocialProvider;
  identity: VerifiedIdentity;
  deviceId: string;
  jkt: string;
  projectId: string;
}

/** Issues the session of `placed`'s user for the sign-in. Run it in a transaction. */
export async function identitySession(tx: Queryable, sessions: Sessions, { user, method }: IdentityUser, signIn: SocialSignIn, now: number): Promise<SocialCompletion> {
  const { provider, identity, deviceId, jkt, projectId } = signIn;
  // The provider verified the user's own address on this device: an email login from it needs no
  // device approval. Not so after a link that rests on a phishable proof (a code, an email session).
  if (method === 'social' && emailLinksAccounts(provider) && user.email === identity.email) await approveDevice(tx, identity.email, deviceId, jkt, now);
  const session = await sessions.issue(tx, user, projectId, deviceId, jkt, method);
  return { ...session, identity: { provider, email: identity.email, name: identity.name, picture: identity.picture } };
}
