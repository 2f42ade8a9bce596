// The services' routes the frame calls, typed and parsed (apps/services/README.md).
import {
  deviceApprovalResponseSchema,
  emailStartResponseSchema,
  issuedSessionSchema,
  keyBackupResponseSchema,
  linkAskedResponseSchema,
  linkResentResponseSchema,
  originsResponseSchema,
  sessionInfoResponseSchema,
  signedOutResponseSchema,
  socialCompletionSchema,
  socialStartResponseSchema,
  wrapKeyResponseSchema,
  type IssuedSession,
  type KeyBackup,
  type LinkAsked,
  type SocialCompletion,
} from '@latch/core/api';
import { ServicesError, type ServicesClient } from './client.js';
import { frameChainsResponseSchema, type FrameChain } from './chainsSchema.js';
import { fundingSchema, type Funding } from './faucetSchema.js';
import { pollLogin } from './pollLogin.js';
import type { ServicesWords } from './servicesWords.js';
import type { SocialProvider } from '@latch/frame/host';

/** How long to wait before asking for held keys again when the services name no time. */
const HELD_RETRY_MS = 5_000;

export class ServicesApi {
  /** Said to the person while a new device waits for the keys (main.ts shows it on the screen that is open). */
  onHeld: (words: ServicesWords) => void = () => {};

  constructor(readonly client: ServicesClient) {}

  /** The project's allowed app origins (SPEC 7: empty on failure). */
  async allowedOrigins(): Promise<string[]> {
    try {
      return (await this.client.call('GET', '/projects/v1/origins', originsResponseSchema)).allowedOrigins;
    } catch (error) {
      console.error(`[wallet-frame] the allowed origins could not be read: ${error instanceof Error ? error.message : String(error)}`);
      return [];
    }
  }

  /** The chains the deployment serves (GET /v1/chains), without their upstream URLs. */
  async chains(): Promise<FrameChain[]> {
    return (await this.client.call('GET', '/v1/chains', frameChainsResponseSchema)).chains;
  }

  async emailStart(email: string, deviceId: string) {
    return (await this.client.call('POST', '/auth/v1/email/start', emailStartResponseSchema, { body: { email, deviceId } })).action;
  }

  /**
   * Waits, each ask one long poll of the services, until the person approved this device by the
   * link mailed to `email`; the services' words when they refused it or the link expired.
   */
  awaitDeviceApproval(email: string, deviceId: string, signal?: AbortSignal): Promise<'VERIFY_OTP'> {
    return pollLogin(
      () => this.client.call('POST', '/auth/v1/email/verify-device', deviceApprovalResponseSchema, { body: { email, deviceId }, ...(signal ? { signal } : {}) }),
      (answer) => ('action' in answer ? answer.action : undefined),
    );
  }

  verifyOtp(email: string, deviceId: string, otp: string): Promise<IssuedSession> {
    return this.client.call('POST', '/auth/v1/email/verify-otp', issuedSessionSchema, { body: { email, deviceId, otp } });
  }

  /** A social login's start: the provider's authorization URL for the popup, and the state that names the login. */
  socialStart(provider: SocialProvider, deviceId: string) {
    return this.client.call('POST', '/auth/v1/social/start', socialStartResponseSchema, { body: { provider, deviceId } });
  }

  /**
   * Once the callback page handed this frame the login's outcome: the session, given only with the
   * `completion` it handed over, or the services' reason for a login that failed. With the frame's
   * live session (`token`), a new identity joins the account of its address when that session is
   * the account's; otherwise such a login answers VERIFY_LINK, the address the code went to.
   */
  async socialComplete(state: string, completion: string | undefined, signal?: AbortSignal, token?: string): Promise<SocialCompletion | LinkAsked> {
    const body = { state, waitMs: 0, ...(completion === undefined ? {} : { completion }) };
    try {
      return await this.client.call('POST', '/auth/v1/social/complete', socialCompletionSchema, { body, ...(signal ? { signal } : {}), ...(token === undefined ? {} : { token }) });
    } catch (error) {
      const asked = error instanceof ServicesError && error.status === 409 ? linkAskedResponseSchema.safeParse(error.body) : undefined;
      if (asked?.success) return asked.data;
      throw error;
    }
  }

  /** The code mailed for a login answered VERIFY_LINK: the session of the address's account. */
  socialLink(state: string, otp: string): Promise<SocialCompletion> {
    return this.client.call('POST', '/auth/v1/social/link', socialCompletionSchema, { body: { state, otp } });
  }

  async socialLinkResend(state: string): Promise<void> {
    await this.client.call('POST', '/auth/v1/social/link/resend', linkResentResponseSchema, { body: { state } });
  }

  /** A login answered VERIFY_LINK goes on with a new account of its identity's own: its session. */
  socialSeparate(state: string): Promise<SocialCompletion> {
    return this.client.call('POST', '/auth/v1/social/separate', socialCompletionSchema, { body: { state } });
  }

  session(token: string) {
    return this.client.call('GET', '/auth/v1/session', sessionInfoResponseSchema, { token });
  }

  refresh(token: string): Promise<IssuedSession> {
    return this.client.call('POST', '/auth/v1/session/refresh', issuedSessionSchema, { token });
  }

  async signOut(token: string): Promise<void> {
    await this.client.call('POST', '/auth/v1/sign-out', signedOutResponseSchema, { token });
  }

  /** The user's backup, or undefined when there is none yet (404); waits through a new device's hold. */
  async keyBackup(token: string): Promise<KeyBackup | undefined> {
    try {
      return await this.#whileHeld(() => this.client.call('GET', '/auth/v1/key-backup', keyBackupResponseSchema, { token }));
    } catch (error) {
      if (error instanceof ServicesError && error.status === 404) return undefined;
      throw error;
    }
  }

  putKeyBackup(token: string, backup: { ciphertext: string; address: string; version: number }): Promise<KeyBackup> {
    return this.client.call('PUT', '/auth/v1/key-backup', keyBackupResponseSchema, { token, body: backup });
  }

  async wrapKey(token: string): Promise<string> {
    return (await this.#whileHeld(() => this.client.call('GET', '/auth/v1/key-backup/wrap-key', wrapKeyResponseSchema, { token }))).wrapKey;
  }

  /**
   * A read of the keys that the services hold back for a new device (423, the notice mailed to the
   * account): the services' words go to `onHeld` for the screen to show, and the read is asked again
   * once their Retry-After has passed.
   */
  async #whileHeld<T>(read: () => Promise<T>): Promise<T> {
    for (;;) {
      try {
        return await read();
      } catch (error) {
        if (!(error instanceof ServicesError && error.status === 423)) throw error;
        this.onHeld(error.words);
        await new Promise((resolve) => setTimeout(resolve, error.retryAfterMs ?? HELD_RETRY_MS));
      }
    }
  }

  /** Asks the dev faucet to fund a new address (devnet only). */
  fund(address: string): Promise<Funding> {
    return this.client.call('POST', '/dev/faucet', fundingSchema, { body: { address } });
  }

  /** Asks the dev faucet to fund a new Solana address with SOL (the local Solana chain only). */
  fundSolana(address: string): Promise<Funding> {
    return this.client.call('POST', '/dev/faucet/solana', fundingSchema, { body: { address } });
  }
}
