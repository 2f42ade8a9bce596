// Email update (SPEC 3, 4): a signed-in person moves their wallet to another address. The current
// address gets a code first (VERIFY_PRIMARY_OTP); once it is back, the new address gets one
// (VERIFY_SECONDARY_OTP); that code moves the user's email, keeping the user id, so the wallet, its
// keys and backup stay the same. A user known by a social or Farcaster identity alone has no
// current address to ask: the update starts at the new address's code. The new address's mail
// keeps the 30 s and daily limits of login mails (it is not proven the person's yet); the current
// address's counts in its daily cap only, as the person just proved it theirs. Once moved, the new
// address is told which device moved which wallet to it, with a link that undoes it (walletMoves.ts).
import type { Db, Queryable } from '../../db/db.js';
import { HttpError, saidFrom, undoThenThrow } from '../../http/errors.js';
import type { MailSender } from '../../mail/sender.js';
import { checkCode, reopenCode, type CodeKey } from '../codes.js';
import type { Device } from '../deviceDescription.js';
import { refuse, sendCode } from '../login.js';
import type { VerifiedSession } from '../sessions.js';
import { claimEmailSlot, markEmailSent, releaseEmailSlot, requireDayCapLeft } from '../throttle.js';
import { findUser } from '../users.js';
import { currentEmailMail, newEmailMail } from './mails.js';
import { dropPendingUpdate, loadPendingUpdate, markPrimaryVerified, savePendingUpdate, type PendingUpdate, type UpdateOwner } from './pendingUpdates.js';
import type { WalletMoves } from './walletMoves.js';

/** What the frame asks the person next (SPEC 4). */
export type UpdateAction = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP';

export const EMAIL_UPDATE_MESSAGES = {
  sameEmail: 'This is already your email',
  taken: 'This email belongs to another account',
  notStarted: 'No email update under way: start it again',
  primaryDone: 'The current email is confirmed already: enter the code sent to the new email',
  primaryFirst: 'Confirm the current email first',
  frameOnly: "Forbidden: only the wallet frame's origin may update the email",
} as const;

/** The words of EMAIL_UPDATE_MESSAGES a person reads on the wallet's screens, said with their ids. */
export const EMAIL_UPDATE_SAID = saidFrom('emailUpdate', EMAIL_UPDATE_MESSAGES, ['taken', 'notStarted', 'primaryDone', 'primaryFirst']);

export interface UpdateRequest {
  db: Db;
  session: VerifiedSession;
  /** The dApp's project, named in the emails. */
  projectName: string;
  /** The calling device, named to the new address once the wallet has moved. */
  device: Device;
}

/** Writes done in the transaction that stores a code. */
type Alongside = (tx: Queryable, now: number) => Promise<void>;

const ownerOf = ({ user, deviceId, jkt }: VerifiedSession): UpdateOwner => ({ userId: user.userId, deviceId, jkt });

export class EmailUpdate {
  constructor(
    private readonly mail: MailSender,
    private readonly now: () => number,
    /** The wallet frame's origin, named in the emails as the only place to type a code. */
    private readonly walletOrigin: string,
    private readonly moves: WalletMoves,
  ) {}

  /** POST /auth/v1/email-update/start: a new address, neither the current one nor another user's. */
  async start(request: UpdateRequest, newEmail: string): Promise<UpdateAction> {
    const { db, session } = request;
    const current = session.user.email;
    if (current === newEmail) throw new HttpError(400, EMAIL_UPDATE_MESSAGES.sameEmail);
    if (await findUser(db, newEmail)) throw new HttpError(409, EMAIL_UPDATE_SAID.taken);
    const begin: Alongside = (tx, now) => savePendingUpdate(tx, ownerOf(session), newEmail, now);
    if (current === null) {
      await this.#mailNewEmail(request, newEmail, begin);
      return 'VERIFY_SECONDARY_OTP';
    }
    await this.#mailCurrentEmail(request, current, newEmail, begin);
    return 'VERIFY_PRIMARY_OTP';
  }

  /** POST /auth/v1/email-update/verify-primary: the current address's code; the new address's goes out. Should it not, the code opens again. */
  async verifyPrimary(request: UpdateRequest, otp: string): Promise<'VERIFY_SECONDARY_OTP'> {
    const { db, session } = request;
    const pending = await this.#pending(request);
    const current = session.user.email;
    if (current === null) throw new HttpError(409, EMAIL_UPDATE_SAID.primaryDone);
    if (pending.primaryVerifiedAt !== null) throw new HttpError(409, EMAIL_UPDATE_SAID.primaryDone);
    const check = await db.transaction((tx) => checkCode(tx, this.#key(session, current, 'update-primary'), otp, this.now()));
    if (!check.ok) refuse(check);
    try {
      await this.#mailNewEmail(request, pending.newEmail, (tx, now) => markPrimaryVerified(tx, session.user.userId, now));
    } catch (error) {
      await reopenCode(db, check.id);
      throw error;
    }
    return 'VERIFY_SECONDARY_OTP';
  }

  /** POST /auth/v1/email-update/verify-secondary: the new address's code moves the user's email, in one transaction with the code's use and the new address's notice. */
  async verifySecondary(request: UpdateRequest, otp: string): Promise<{ email: string }> {
    const { db, session, device } = request;
    const pending = await this.#pending(request);
    if (session.user.email !== null && pending.primaryVerifiedAt === null) throw new HttpError(409, EMAIL_UPDATE_SAID.primaryFirst);
    const { userId } = session.user;
    const now = this.now();
    const outcome = await db.transaction(async (tx) => {
      const check = await checkCode(tx, this.#key(session, pending.newEmail, 'update-secondary'), otp, now);
      if (!check.ok) return check;
      const holder = await findUser(tx, pending.newEmail);
      if (holder && holder.userId !== userId) return 'taken' as const;
      await tx.query('update auth_users set email = $2 where id = $1', [userId, pending.newEmail]);
      await dropPendingUpdate(tx, userId);
      await this.moves.moved(tx, session, device, session.user.email, pending.newEmail);
      return 'moved' as const;
    });
    if (outcome === 'taken') throw new HttpError(409, EMAIL_UPDATE_SAID.taken);
    if (outcome !== 'moved') refuse(outcome);
    return { email: pending.newEmail };
  }

  /** POST /auth/v1/email-update/resend: another code for the step under way. */
  async resend(request: UpdateRequest): Promise<UpdateAction> {
    const { session } = request;
    const pending = await this.#pending(request);
    const current = session.user.email;
    if (current !== null && pending.primaryVerifiedAt === null) {
      await this.#mailCurrentEmail(request, current, pending.newEmail);
      return 'VERIFY_PRIMARY_OTP';
    }
    await this.#mailNewEmail(request, pending.newEmail);
    return 'VERIFY_SECONDARY_OTP';
  }

  async #pending({ db, session }: UpdateRequest): Promise<PendingUpdate> {
    const pending = await loadPendingUpdate(db, ownerOf(session), this.now());
    if (!pending) throw new HttpError(410, EMAIL_UPDATE_SAID.notStarted);
    return pending;
  }

  #key(session: VerifiedSession, email: string, purpose: CodeKey['purpose']): CodeKey {
    return { email, deviceId: session.deviceId, jkt: session.jkt, purpose };
  }

  async #mailCurrentEmail({ db, session, projectName }: UpdateRequest, current: string, newEmail: string, alongside?: Alongside): Promise<void> {
    await requireDayCapLeft(db, current, session.jkt, this.now());
    const compose = (code: string) => currentEmailMail(current, newEmail, projectName, code, this.walletOrigin);
    await sendCode(this.mail, this.now, db, this.#key(session, current, 'update-primary'), compose, async (tx, now) => {
      await markEmailSent(tx, current, session.jkt, now);
      await alongside?.(tx, now);
    });
  }

  async #mailNewEmail({ db, session, projectName }: UpdateRequest, newEmail: string, alongside?: Alongside): Promise<void> {
    const now = this.now();
    const slot = await claimEmailSlot(db, newEmail, session, now);
    try {
      await sendCode(this.mail, this.now, db, this.#key(session, newEmail, 'update-secondary'), (code) => newEmailMail(newEmail, session.user.email, projectName, code, this.walletOrigin), alongside);
    } catch (error) {
      return undoThenThrow(error, () => releaseEmailSlot(db, newEmail, session.jkt, slot, now));
    }
  }
}
