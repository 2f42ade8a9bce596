// Email login (SPEC 4, 5, 9): a code by email, then a session. A device the address has not
// approved first gets a device-approval code; approving it sends the login code at once (the
// same login, so not held back by the 30 s throttle), and the login code gives the session.
import type { Db, Queryable } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import type { MailSender, OutgoingMail } from '../mail/sender.js';
import { checkCode, CODE_TTL_MS, newCode, reopenCode, storeCode, type CodeCheck, type CodeKey } from './codes.js';
import { AUTH_MESSAGES } from './messages.js';
import type { IssuedSession, Sessions } from './sessions.js';
import { claimEmailSlot, markEmailSent, releaseEmailSlot } from './throttle.js';
import { approveDevice, findUser, recordLogin } from './users.js';

/** What the frame does next (SPEC 4: VERIFY_DEVICE or VERIFY_OTP). */
export type EmailAction = 'VERIFY_DEVICE' | 'VERIFY_OTP';

export interface LoginRequest {
  db: Db;
  email: string;
  deviceId: string;
  /** The thumbprint of the frame's device key that signed the request's proof (proof.ts). */
  jkt: string;
  /** The dApp's project, named in the emails and the session's audience. */
  project: { id: string; name: string };
}

const TTL_MINUTES = CODE_TTL_MS / 60_000;

/** Where a code may be typed: only the wallet's own window, never the app's page. */
export function whereToType(walletOrigin: string, projectName: string): string {
  return `Type it only into the Latch wallet's own code screen, served from ${walletOrigin}, which opens inside ${projectName}. Never type it into a page of ${projectName} or any other site, and never tell it to anyone: whoever has it can sign in as you.`;
}

export function loginMail(to: string, projectName: string, code: string, walletOrigin: string): OutgoingMail {
  return {
    to,
    subject: 'Your login code',
    text: [
      `Your code to sign in to ${projectName} is ${code}.`,
      '',
      whereToType(walletOrigin, projectName),
      '',
      `It expires in ${TTL_MINUTES} minutes and works once. If you did not try to sign in, ignore this email: nobody can sign in without the code.`,
    ].join('\n'),
  };
}

export function deviceMail(to: string, projectName: string, code: string, walletOrigin: string): OutgoingMail {
  return {
    to,
    subject: 'Approve a new device',
    text: [
      `Someone is signing in to ${projectName} with this email address from a device it has not seen before.`,
      '',
      `If it is you, approve the device with this code: ${code}`,
      '',
      whereToType(walletOrigin, projectName),
      '',
      `It expires in ${TTL_MINUTES} minutes. If it is not you, ignore this email: the device stays unapproved.`,
    ].join('\n'),
  };
}

/**
 * Mails a new code of `key`, then stores it (replacing the open one) in one transaction with
 * `alongside`'s writes. A failed send stores nothing and answers 502.
 */
export async function sendCode(
  mail: MailSender,
  clock: () => number,
  db: Db,
  key: CodeKey,
  compose: (code: string) => OutgoingMail,
  alongside?: (tx: Queryable, now: number) => Promise<void>,
): Promise<void> {
  const code = newCode();
  try {
    await mail.send(compose(code));
  } catch (error) {
    console.error(`[services] auth: email to ${key.email} failed: ${error instanceof Error ? error.message : String(error)}`);
    throw new HttpError(502, AUTH_MESSAGES.mailFailed);
  }
  const now = clock();
  if (!alongside) return storeCode(db, key, code, now);
  await db.transaction(async (tx) => {
    await storeCode(tx, key, code, now);
    await alongside(tx, now);
  });
}

/** Turns a failed check into its answer: 401 wrong (with the tries left), 429 burnt, 410 expired or none. */
export function refuse(check: Exclude<CodeCheck, { ok: true }>): never {
  switch (check.reason) {
    case 'wrong':
      throw new HttpError(401, AUTH_MESSAGES.codeInvalid, [`${check.attemptsLeft} attempt${check.attemptsLeft === 1 ? '' : 's'} left`]);
    case 'burnt':
      throw new HttpError(429, AUTH_MESSAGES.codeBurnt);
    case 'expired':
      throw new HttpError(410, AUTH_MESSAGES.codeExpired);
    case 'missing':
      throw new HttpError(410, AUTH_MESSAGES.codeMissing);
  }
}

export class EmailLogin {
  constructor(
    private readonly mail: MailSender,
    private readonly sessions: Sessions,
    private readonly now: () => number,
    /** The wallet frame's origin, named in the emails as the only place to type a code. */
    private readonly walletOrigin: string,
  ) {}

  private sendCode(db: Db, key: CodeKey, compose: (code: string) => OutgoingMail, alongside?: (tx: Queryable, now: number) => Promise<void>): Promise<void> {
    return sendCode(this.mail, this.now, db, key, compose, alongside);
  }

  /** POST /auth/v1/email/start */
  async start({ db, email, deviceId, jkt, project }: LoginRequest): Promise<EmailAction> {
    const now = this.now();
    const { known, ...slot } = await claimEmailSlot(db, email, now, { deviceId, jkt });
    const purpose = known ? 'login' : 'device';
    const compose = (code: string) => (known ? loginMail : deviceMail)(email, project.name, code, this.walletOrigin);
    try {
      await this.sendCode(db, { email, deviceId, jkt, purpose }, compose);
    } catch (error) {
      await releaseEmailSlot(db, email, slot, now);
      throw error;
    }
    return known ? 'VERIFY_OTP' : 'VERIFY_DEVICE';
  }

  /**
   * POST /auth/v1/email/verify-device: approves the device and mails the login code. Should the
   * login code not go out, or not be stored, the device code opens again and nothing is kept.
   */
  async verifyDevice({ db, email, deviceId, jkt, project }: LoginRequest, code: string): Promise<EmailAction> {
    const check = await db.transaction((tx) => checkCode(tx, { email, deviceId, jkt, purpose: 'device' }, code, this.now()));
    if (!check.ok) refuse(check);
    try {
      await this.sendCode(db, { email, deviceId, jkt, purpose: 'login' }, (loginCode) => loginMail(email, project.name, loginCode, this.walletOrigin), async (tx, now) => {
        await approveDevice(tx, email, deviceId, jkt, now);
        await markEmailSent(tx, email, now);
      });
    } catch (error) {
      await reopenCode(db, check.id);
      throw error;
    }
    return 'VERIFY_OTP';
  }

  /** POST /auth/v1/email/verify-otp: the session, in one transaction with the code's use, so a session not stored leaves the code open. */
  async verifyOtp({ db, email, deviceId, jkt, project }: LoginRequest, otp: string): Promise<IssuedSession> {
    const now = this.now();
    const outcome = await db.transaction(async (tx): Promise<IssuedSession | Exclude<CodeCheck, { ok: true }>> => {
      const check = await checkCode(tx, { email, deviceId, jkt, purpose: 'login' }, otp, now);
      if (!check.ok) return check;
      const user = await findUser(tx, email);
      if (!user) return { ok: false, reason: 'missing' };
      await recordLogin(tx, user.userId, deviceId, now);
      return this.sessions.issue(tx, user, project.id, deviceId, jkt);
    });
    if ('reason' in outcome) refuse(outcome);
    return outcome;
  }
}
