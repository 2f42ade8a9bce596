// Passkeys through the services (apps/services README "Passkeys"): the frame adds one for the
// signed-in user, or signs in with one alone, and gets the email login's kind of session; where the
// authenticator offers PRF, it seals the key backup under the passkey (keys/passkeySeal.ts). Every
// ceremony asks PRF, whose output stays here: what goes to the services is the answer without it.
// The ceremony runs on the frame's origin (the relying party), with @simplewebauthn/browser loaded
// with import() when the passkey screen opens, never before.
import { issuedSessionSchema, keyBackupResponseSchema, passkeyAddedResponseSchema, type IssuedSession } from '@latch/core/api';
import type { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { PasskeySealedBackup, PasskeySignIn } from '../keys/accountKeys.js';
import { askingPrf, prfEnabled, PRF_NOT_OFFERED, takePrf, type PasskeyPrf } from '../keys/passkeySeal.js';
import type { ServicesApi } from '../services/api.js';
import { authenticationOptionsSchema, registrationOptionsSchema } from '../services/passkeySchemas.js';

interface WebAuthn {
  startRegistration: typeof startRegistration;
  startAuthentication: typeof startAuthentication;
}

export interface PasskeyAuthOptions {
  api: ServicesApi;
  deviceId: () => string;
  /** @simplewebauthn/browser, loaded on first need (tests give their own). */
  webauthn?: () => Promise<WebAuthn>;
}

/** A passkey just added: its credential, and whether its authenticator offers PRF (so it can seal the backup). */
export interface AddedPasskey {
  credentialId: string;
  prf: boolean;
}

export interface PasskeySession {
  issued: IssuedSession;
  passkey: PasskeySignIn;
}

const loadWebAuthn = (): Promise<WebAuthn> => import('@simplewebauthn/browser');

export class PasskeyAuth {
  constructor(private readonly options: PasskeyAuthOptions) {}

  /** Options for a new passkey of the session's user; resolves with what the person's click runs. */
  async prepareRegistration(token: string): Promise<() => Promise<AddedPasskey>> {
    const [webauthn, optionsJSON] = await Promise.all([
      this.#webauthn(),
      this.options.api.client.call('POST', '/auth/v1/passkey/register/options', registrationOptionsSchema, { token }),
    ]);
    return async () => {
      const made = await webauthn.startRegistration({ optionsJSON: { ...optionsJSON, extensions: { ...optionsJSON.extensions, prf: {} } } });
      const { answer } = takePrf(made);
      const added = await this.options.api.client.call('POST', '/auth/v1/passkey/register', passkeyAddedResponseSchema, { token, body: { response: answer } });
      return { credentialId: added.id, prf: prfEnabled(made.clientExtensionResults) };
    };
  }

  /** Options for a sign-in with any passkey of the frame's origin; the click gives the session, and the passkey's PRF output if it has one. */
  async prepareSignIn(): Promise<() => Promise<PasskeySession>> {
    const deviceId = this.options.deviceId();
    const [webauthn, optionsJSON] = await Promise.all([
      this.#webauthn(),
      this.options.api.client.call('POST', '/auth/v1/passkey/login/options', authenticationOptionsSchema, { body: { deviceId } }),
    ]);
    return async () => {
      const { answer, prf } = takePrf(await webauthn.startAuthentication({ optionsJSON: askingPrf(optionsJSON) }));
      const issued = await this.options.api.client.call('POST', '/auth/v1/passkey/login', issuedSessionSchema, { body: { deviceId, response: answer } });
      return { issued, passkey: prf ? { prf } : {} };
    };
  }

  /**
   * Options for sealing the key backup under the passkey `credentialId`; the click asks that passkey
   * for its PRF output, has `seal` make the sealed backup with it, and sends the backup with the
   * person's assertion. Resolves true once the services keep it.
   */
  async prepareSeal(token: string, credentialId: string, seal: (prf: PasskeyPrf) => Promise<PasskeySealedBackup>): Promise<() => Promise<boolean>> {
    const [webauthn, optionsJSON] = await Promise.all([
      this.#webauthn(),
      this.options.api.client.call('POST', '/auth/v1/passkey/seal/options', authenticationOptionsSchema, { token, body: { credentialId } }),
    ]);
    return async () => {
      const { answer, prf } = takePrf(await webauthn.startAuthentication({ optionsJSON: askingPrf(optionsJSON) }));
      if (!prf) throw new Error(PRF_NOT_OFFERED);
      const { backup, salt } = await seal(prf);
      const kept = await this.options.api.client.call('POST', '/auth/v1/passkey/seal', keyBackupResponseSchema, { token, body: { response: answer, backup, salt } });
      return kept.passkeySeal?.credentialId === prf.credentialId;
    };
  }

  #webauthn(): Promise<WebAuthn> {
    return (this.options.webauthn ?? loadWebAuthn)();
  }
}
