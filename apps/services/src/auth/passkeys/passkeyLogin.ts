// Passkeys (issue 17, point 6): a session's user adds one from the wallet frame, then signs in with
// it alone. The relying party is the frame's origin (the one the request came from, among the
// configured frame origins), so only the frame's document can ask the authenticator; a dApp's page
// cannot. Challenges live in PostgreSQL (challenges.ts), credentials per user (credentials.ts);
// SimpleWebAuthn makes the options and verifies the answers.
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Db } from '../../db/db.js';
import { HttpError } from '../../http/errors.js';
import type { IssuedSession, Sessions, VerifiedSession } from '../sessions.js';
import { makeChallenge, takeChallenge, type Ceremony } from './challenges.js';
import { findPasskey, passkeysOf, recordUse, storePasskey, type StoredPasskey } from './credentials.js';
import { PASSKEY_SAID } from './messages.js';
import { signedChallenge, type PasskeySealInput } from './schemas.js';
import { sealKeyBackup, type KeyBackup } from '../keyBackup.js';

export const PASSKEY_RP_NAME = 'Latch wallet';

/** SimpleWebAuthn and its ASN.1 parsers, a sixth of the services' import: loaded at the first passkey call, not at every start. */
const simpleWebAuthn = () => import('@simplewebauthn/server');

export interface FrameCall {
  db: Db;
  projectId: string;
  jkt: string;
  /** The frame origin the request came from: the relying party. */
  origin: string;
  /** The project's dApp origins: the only pages a ceremony in the embedded frame may run under (clientData's topOrigin). */
  topOrigins: readonly string[];
}

const rpIdOf = (origin: string) => new URL(origin).hostname;
/** SimpleWebAuthn takes a string challenge as text to encode: the stored one is base64url of the bytes. */
const bytesOf = (challenge: string) => new Uint8Array(Buffer.from(challenge, 'base64url'));

export class PasskeyLogin {
  constructor(
    private readonly sessions: Sessions,
    private readonly now: () => number,
  ) {}

  /** POST /auth/v1/passkey/register/options: what the frame hands navigator.credentials.create for the session's user. */
  async registrationOptions({ db, projectId, jkt, origin }: FrameCall, session: VerifiedSession): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const { user, deviceId } = session;
    const challenge = await makeChallenge(db, 'register', { projectId, deviceId, jkt, origin, userId: user.userId }, this.now());
    const { generateRegistrationOptions } = await simpleWebAuthn();
    return generateRegistrationOptions({
      rpName: PASSKEY_RP_NAME,
      rpID: rpIdOf(origin),
      userName: user.email ?? `Latch account ${user.userId.slice(0, 8)}`,
      userID: new TextEncoder().encode(user.userId),
      challenge: bytesOf(challenge),
      attestationType: 'none',
      excludeCredentials: await passkeysOf(db, user.userId),
      // A passkey signs in alone: the authenticator keeps it (discoverable) and checks the person.
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
  }

  /** POST /auth/v1/passkey/register: verifies the new credential for the session's user and keeps it. */
  async register(call: FrameCall, session: VerifiedSession, response: RegistrationResponseJSON): Promise<{ id: string }> {
    const taken = await this.#take(call, 'register', response.response.clientDataJSON);
    if (taken.userId !== session.user.userId) throw new HttpError(400, PASSKEY_SAID.challengeUnknown);
    const { verifyRegistrationResponse } = await simpleWebAuthn();
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: taken.challenge,
      expectedOrigin: taken.origin,
      expectedRPID: rpIdOf(taken.origin),
      requireUserVerification: true,
    }).catch(() => undefined);
    if (!verification?.verified) throw new HttpError(400, PASSKEY_SAID.registrationRefused);
    const { credential } = verification.registrationInfo;
    await call.db.transaction((tx) => storePasskey(tx, session.user.userId, credential, this.now()));
    return { id: credential.id };
  }

  /** POST /auth/v1/passkey/login/options: a challenge for any of the frame origin's passkeys (discoverable: none named). */
  async authenticationOptions({ db, projectId, jkt, origin }: FrameCall, deviceId: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const challenge = await makeChallenge(db, 'login', { projectId, deviceId, jkt, origin }, this.now());
    const { generateAuthenticationOptions } = await simpleWebAuthn();
    return generateAuthenticationOptions({ rpID: rpIdOf(origin), challenge: bytesOf(challenge), allowCredentials: [], userVerification: 'required' });
  }

  /** POST /auth/v1/passkey/login: verifies the assertion and issues the email login's kind of session for the passkey's user and this device. */
  async login(call: FrameCall, deviceId: string, response: AuthenticationResponseJSON): Promise<IssuedSession> {
    const taken = await this.#take(call, 'login', response.response.clientDataJSON);
    if (taken.deviceId !== deviceId) throw new HttpError(400, PASSKEY_SAID.challengeUnknown);
    const passkey = await findPasskey(call.db, response.id);
    if (!passkey) throw new HttpError(401, PASSKEY_SAID.unknownPasskey);
    const newCounter = await this.#verifyAssertion(call, taken.challenge, passkey, response);
    return call.db.transaction(async (tx) => {
      await recordUse(tx, passkey.credential.id, newCounter, this.now());
      return this.sessions.issue(tx, passkey.user, call.projectId, deviceId, call.jkt, 'passkey');
    });
  }

  /** POST /auth/v1/passkey/seal/options: a challenge for one of the session user's own passkeys, whose PRF output the frame seals the key backup under. */
  async sealOptions({ db, projectId, jkt, origin }: FrameCall, session: VerifiedSession, credentialId: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const passkey = await this.#ownPasskey(db, session, credentialId);
    const challenge = await makeChallenge(db, 'seal', { projectId, deviceId: session.deviceId, jkt, origin, userId: session.user.userId }, this.now());
    const { id, transports } = passkey.credential;
    const { generateAuthenticationOptions } = await simpleWebAuthn();
    return generateAuthenticationOptions({ rpID: rpIdOf(origin), challenge: bytesOf(challenge), allowCredentials: [{ id, ...(transports ? { transports } : {}) }], userVerification: 'required' });
  }

  /**
   * POST /auth/v1/passkey/seal: the person's assertion with one of their passkeys, and the backup the
   * frame sealed under its PRF output (which never leaves the frame). The backup is replaced only
   * when the assertion verifies, naming the credential and salt a new device needs.
   */
  async seal(call: FrameCall, session: VerifiedSession, { response, backup, salt }: PasskeySealInput): Promise<KeyBackup> {
    const taken = await this.#take(call, 'seal', response.response.clientDataJSON);
    if (taken.userId !== session.user.userId) throw new HttpError(400, PASSKEY_SAID.challengeUnknown);
    const passkey = await this.#ownPasskey(call.db, session, response.id);
    const newCounter = await this.#verifyAssertion(call, taken.challenge, passkey, response);
    return call.db.transaction(async (tx) => {
      await recordUse(tx, passkey.credential.id, newCounter, this.now());
      return sealKeyBackup(tx, session.user.userId, backup, { credentialId: passkey.credential.id, salt }, this.now());
    });
  }

  async #ownPasskey(db: Db, session: VerifiedSession, credentialId: string): Promise<StoredPasskey> {
    const passkey = await findPasskey(db, credentialId);
    if (!passkey || passkey.user.userId !== session.user.userId) throw new HttpError(404, PASSKEY_SAID.notThisUsers);
    return passkey;
  }

  /** The authenticator's new counter once the assertion verifies for this frame origin, under one of the project's pages. */
  async #verifyAssertion(call: FrameCall, challenge: string, passkey: StoredPasskey, response: AuthenticationResponseJSON): Promise<number> {
    const { verifyAuthenticationResponse } = await simpleWebAuthn();
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: call.origin,
      expectedRPID: rpIdOf(call.origin),
      // The frame is embedded: Chromium names the dApp's page as topOrigin, which must be the project's.
      expectedTopOrigin: [...call.topOrigins],
      credential: passkey.credential,
      requireUserVerification: true,
    }).catch(() => undefined);
    if (!verification?.verified) throw new HttpError(401, PASSKEY_SAID.assertionRefused);
    return verification.authenticationInfo.newCounter;
  }

  /** The challenge the browser signed, taken once; it must be this ceremony's, from this frame origin. */
  async #take({ db, projectId, jkt, origin }: FrameCall, ceremony: Ceremony, clientDataJSON: string) {
    const challenge = signedChallenge(clientDataJSON);
    if (!challenge) throw new HttpError(400, PASSKEY_SAID.challengeUnknown);
    const taken = await takeChallenge(db, ceremony, challenge, projectId, jkt, this.now());
    if (taken.origin !== origin) throw new HttpError(400, PASSKEY_SAID.challengeUnknown);
    return taken;
  }
}
