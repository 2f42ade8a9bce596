// Email login (SPEC 4, 5, 9): a code by email, then a session. A device the address has not
// approved first gets a link in the mail that opens the wallet's own page naming the device, where
// the person approves it (deviceApprovals.ts): nothing to type into any page, so a look-alike code
// screen has nothing to collect for it. Approving it sends the login code at once (the same login,
// so not held back by the 30 s throttle), and the login code gives the session.
import type { Db, Queryable } from '../db/db.js';
import { HttpError, undoThenThrow } from '../http/errors.js';
import type { MailSender, OutgoingMail } from '../mail/sender.js';
import { checkCode, CODE_TTL_MS, newCode, storeCode, type CodeCheck, type CodeKey } from './codes.js';
import { AUTH_SAID } from './messages.js';
import type { IssuedSession, Sessions } from './sessions.js';
import { claimEmailSlot, markEmailSent, releaseEmailSlot, type StartWrites } from './throttle.js';
import { approveDevice, findUser, recordLogin } from './users.js';
import { decide, findApproval, latestApproval, type DeviceApproval } from './deviceApprovals.js';
import { mailApprovalLink } from './approvalLinks.js';
import { longPoll } from './longPoll.js';
import type { Device } from './deviceDescription.js';

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
  /** The device as the person reads it in the approval mail and page (deviceDescription.ts). */
  device: Device;
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
    throw new HttpError(502, AUTH_SAID.mailFailed).withLog('error', 'the login code could not be mailed', { err: error });
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
      throw new HttpError(401, AUTH_SAID.codeInvalid, [`${check.attemptsLeft} attempt${check.attemptsLeft === 1 ? '' : 's'} left`]);
    case 'burnt':
      throw new HttpError(429, AUTH_SAID.codeBurnt);
    case 'expired':
      throw new HttpError(410, AUTH_SAID.codeExpired);
    case 'missing':
      throw new HttpError(410, AUTH_SAID.codeMissing);
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

  /** POST /auth/v1/email/start: the login code to an approved device, else the link that approves it; the `first` writes (the request's count, its checked proof) go with the claim. */
  async start(request: LoginRequest, first: StartWrites): Promise<EmailAction> {
    const { db, email, deviceId, jkt, project } = request;
    const now = this.now();
    const { known, ...slot } = await claimEmailSlot(db, email, { deviceId, jkt }, now, first);
    try {
      if (known) await this.sendCode(db, { email, deviceId, jkt, purpose: 'login' }, (code) => loginMail(email, project.name, code, this.walletOrigin));
      else await this.#sendApprovalLink(request, now);
    } catch (error) {
      return undoThenThrow(error, () => releaseEmailSlot(db, email, jkt, slot, now));
    }
    return known ? 'VERIFY_OTP' : 'VERIFY_DEVICE';
  }

  #sendApprovalLink({ db, email, deviceId, jkt, project, device }: LoginRequest, now: number): Promise<void> {
    return mailApprovalLink(this.mail, this.walletOrigin, db, { purpose: 'login', email, deviceId, jkt, projectId: project.id, device }, project.name, now);
  }

  /**
   * POST /auth/v1/email/verify-device: the frame's wait, up to `waitMs`, for the person to approve
   * its device by the link: VERIFY_OTP once approved (the login code is on its way), undefined
   * while undecided; 403 refused, 410 expired or never asked.
   */
  async awaitDevice({ db, email, deviceId, jkt }: Pick<LoginRequest, 'db' | 'email' | 'deviceId' | 'jkt'>, waitMs: number, signal?: AbortSignal): Promise<EmailAction | undefined> {
    return longPoll<EmailAction>(
      async () => {
        const approval = await latestApproval(db, email, deviceId, jkt, 'login');
        if (!approval) throw new HttpError(410, AUTH_SAID.codeMissing);
        if (approval.decision === 'approved') return 'VERIFY_OTP';
        if (approval.decision === 'refused') throw new HttpError(403, AUTH_SAID.deviceRefused);
        if (approval.expiresAt <= this.now()) throw new HttpError(410, AUTH_SAID.deviceLinkExpired);
        return undefined;
      },
      waitMs,
      signal,
    );
  }

  /** What the link's page shows: the device, its address, when it asked, and whether it was decided. */
  async linkedDevice(db: Db, token: string): Promise<DeviceApproval> {
    const approval = await findApproval(db, token);
    if (!approval) throw new HttpError(404, AUTH_SAID.deviceLinkInvalid);
    return approval;
  }

  /**
   * The person's decision on the link's page, once. Approving approves the device and mails the
   * login code; should the code not go out, nothing is decided and the person may try again.
   */
  async decideDevice(db: Db, token: string, decision: 'approve' | 'refuse', projectName: string): Promise<void> {
    const approval = await this.linkedDevice(db, token);
    if (approval.decision !== null) throw new HttpError(409, AUTH_SAID.deviceLinkUsed);
    if (approval.expiresAt <= this.now()) throw new HttpError(410, AUTH_SAID.deviceLinkExpired);
    const used = () => new HttpError(409, AUTH_SAID.deviceLinkUsed);
    // A Farcaster sign-in's device takes its session once approved: no code, and no approval for email login.
    if (decision === 'refuse' || approval.purpose === 'farcaster') {
      if (!(await decide(db, token, decision === 'refuse' ? 'refused' : 'approved', this.now()))) throw used();
      return;
    }
    const { email, deviceId, jkt } = approval;
    await this.sendCode(db, { email, deviceId, jkt, purpose: 'login' }, (code) => loginMail(email, projectName, code, this.walletOrigin), async (tx, now) => {
      if (!(await decide(tx, token, 'approved', now))) throw used();
      await approveDevice(tx, email, deviceId, jkt, now);
      await markEmailSent(tx, email, jkt, now);
    });
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
      return this.sessions.issue(tx, user, project.id, deviceId, jkt, 'email');
    });
    if ('reason' in outcome) refuse(outcome);
    return outcome;
  }
}
