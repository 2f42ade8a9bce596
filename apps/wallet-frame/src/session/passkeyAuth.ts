// Passkeys through the services (apps/services README "Passkeys"): the frame adds one for the
// signed-in user, or signs in with one alone, and gets the email login's kind of session. The
// ceremony runs on the frame's origin (the relying party), with @simplewebauthn/browser loaded
// with import() when the passkey screen opens, never before.
import type { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { ServicesApi } from '../services/api.js';
import { authenticationOptionsSchema, passkeyAddedSchema, registrationOptionsSchema } from '../services/passkeySchemas.js';
import { issuedSessionSchema, type IssuedSession } from '../services/schemas.js';

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

const loadWebAuthn = (): Promise<WebAuthn> => import('@simplewebauthn/browser');

export class PasskeyAuth {
  constructor(private readonly options: PasskeyAuthOptions) {}

  /** Options for a new passkey of the session's user; resolves with what the person's click runs. */
  async prepareRegistration(token: string): Promise<() => Promise<void>> {
    const [webauthn, optionsJSON] = await Promise.all([
      (this.options.webauthn ?? loadWebAuthn)(),
      this.options.api.client.call('POST', '/auth/v1/passkey/register/options', registrationOptionsSchema, { token }),
    ]);
    return async () => {
      const response = await webauthn.startRegistration({ optionsJSON });
      await this.options.api.client.call('POST', '/auth/v1/passkey/register', passkeyAddedSchema, { token, body: { response } });
    };
  }

  /** Options for a sign-in with any passkey of the frame's origin; the click gives the session. */
  async prepareSignIn(): Promise<() => Promise<IssuedSession>> {
    const deviceId = this.options.deviceId();
    const [webauthn, optionsJSON] = await Promise.all([
      (this.options.webauthn ?? loadWebAuthn)(),
      this.options.api.client.call('POST', '/auth/v1/passkey/login/options', authenticationOptionsSchema, { body: { deviceId } }),
    ]);
    return async () => {
      const response = await webauthn.startAuthentication({ optionsJSON });
      return this.options.api.client.call('POST', '/auth/v1/passkey/login', issuedSessionSchema, { body: { deviceId, response } });
    };
  }
}
