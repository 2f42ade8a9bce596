// Email login through the services (README "Embedded-wallet auth"): start, approve the device
// when it is new, then the login code gives a session. The session (a social login's too,
// socialAuth.ts) is kept in the frame and restored after a reload: checked with
// GET /auth/v1/session at most every few minutes, and refreshed when it is within an hour of its expiry.
import type { ServicesApi } from '../services/api.js';
import { ServicesError } from '../services/client.js';
import type { IssuedSession } from '@latch/core/api';
import type { SessionSocial, SessionStore, StoredSession } from './sessionStore.js';

export const REFRESH_WITHIN_MS = 60 * 60_000;
export const RECHECK_AFTER_MS = 5 * 60_000;
export const NO_EMAIL_STARTED = 'Start the email login first';

export interface EmailAuthOptions {
  api: ServicesApi;
  sessions: SessionStore;
  deviceId: () => string;
  now?: () => number;
}

export class EmailAuth {
  #pendingEmail: string | undefined;
  #session: StoredSession | undefined;
  #checkedAt = Number.NEGATIVE_INFINITY;
  readonly #now: () => number;

  constructor(private readonly options: EmailAuthOptions) {
    this.#now = options.now ?? Date.now;
  }

  /** POST /auth/v1/email/start: VERIFY_DEVICE for a new device, VERIFY_OTP for an approved one. */
  async start(email: string): Promise<'VERIFY_DEVICE' | 'VERIFY_OTP'> {
    const normalized = email.trim().toLowerCase();
    const action = await this.options.api.emailStart(normalized, this.options.deviceId());
    this.#pendingEmail = normalized;
    return action;
  }

  /** The email whose codes are awaited, or undefined before `start`. */
  get pendingEmail(): string | undefined {
    return this.#pendingEmail;
  }

  /** Mails the pending email a new code (the services' 30 s throttle applies): VERIFY_DEVICE or VERIFY_OTP, as `start`. */
  resend(): Promise<'VERIFY_DEVICE' | 'VERIFY_OTP'> {
    return this.start(this.#email());
  }

  /** Waits until the person approved this device by the link mailed to the pending email. */
  awaitDevice(signal?: AbortSignal): Promise<'VERIFY_OTP'> {
    return this.options.api.awaitDeviceApproval(this.#email(), this.options.deviceId(), signal);
  }

  /** The login code: a new session, kept, replacing any other. */
  async verifyOtp(otp: string): Promise<StoredSession> {
    const issued = await this.options.api.verifyOtp(this.#email(), this.options.deviceId(), otp);
    this.#pendingEmail = undefined;
    return this.adopt(issued);
  }

  /** A session the services issued for a login (the code above, or a social login's): kept, replacing any other. */
  adopt(issued: IssuedSession, social?: SessionSocial): StoredSession {
    return this.#keep(this.options.sessions.save(issued, undefined, social));
  }

  /** The live session, or undefined: restored from storage, checked with the services, refreshed near expiry. */
  async current(): Promise<StoredSession | undefined> {
    const session = this.#session ?? this.options.sessions.load();
    if (!session) return undefined;
    const now = this.#now();
    if (Date.parse(session.expiresAt) <= now) return this.#drop();
    try {
      if (Date.parse(session.expiresAt) - now < REFRESH_WITHIN_MS) {
        return this.#keep(this.options.sessions.save(await this.options.api.refresh(session.token), session.handle, session.social));
      }
      if (this.#session !== session || now - this.#checkedAt >= RECHECK_AFTER_MS) {
        const info = await this.options.api.session(session.token);
        return this.#keep({ ...session, user: info.user, expiresAt: info.expiresAt });
      }
      return session;
    } catch (error) {
      if (error instanceof ServicesError && error.status === 401) return this.#drop();
      throw error;
    }
  }

  /** The live session as the services see it now (after its user changed, as an email update does). */
  recheck(): Promise<StoredSession | undefined> {
    this.#checkedAt = Number.NEGATIVE_INFINITY;
    return this.current();
  }

  /**
   * Forgets the session, then revokes it with POST /auth/v1/sign-out. The frame is signed out
   * either way: a revocation that cannot reach the services is only logged.
   */
  async signOut(): Promise<void> {
    const session = this.#session ?? this.options.sessions.load();
    this.#drop();
    this.#pendingEmail = undefined;
    if (!session) return;
    try {
      await this.options.api.signOut(session.token);
    } catch (error) {
      console.warn(`[wallet-frame] the session could not be revoked: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  #email(): string {
    if (!this.#pendingEmail) throw new Error(NO_EMAIL_STARTED);
    return this.#pendingEmail;
  }

  #keep(session: StoredSession): StoredSession {
    this.#session = session;
    this.#checkedAt = this.#now();
    return session;
  }

  #drop(): undefined {
    this.#session = undefined;
    this.options.sessions.clear();
    return undefined;
  }
}
