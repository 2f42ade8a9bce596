// The person's choice on a social login whose new identity carries the address of an account
// (identities.ts): the code mailed to that address, typed in the frame's code screen, joins the
// identity to the account and gives its session; or the person continues with a new account of the
// identity's own. Each choice is taken once, by the device key that started the login, within the
// code's lifetime. The code's mail keeps the 30 s and daily limits of login mails: whoever holds a
// provider account naming the address can ask for it, as anyone can ask for a login code.
import type { Db } from '../../db/db.js';
import { HttpError, TooManyRequests, undoThenThrow, type Words } from '../../http/errors.js';
import type { MailSender } from '../../mail/sender.js';
import { checkCode, type CodeCheck, type CodeKey } from '../codes.js';
import { refuse, sendCode } from '../login.js';
import { AUTH_MESSAGES } from '../messages.js';
import type { Sessions } from '../sessions.js';
import { claimEmailSlot, releaseEmailSlot } from '../throttle.js';
import { linkToAddress, ownUser } from './identities.js';
import { identitySession, type SocialCompletion, type SocialSignIn } from './identitySession.js';
import { linkMail } from './linkMail.js';
import { SOCIAL_SAID } from './messages.js';
import { findSocialLogin, settleConsent } from './pendingLogins.js';

/** The frame's call on a login awaiting the choice: its state, and the device key and project of the call. */
export interface ConsentCall {
  db: Db;
  state: string;
  jkt: string;
  projectId: string;
}

const codeKey = ({ identity, deviceId, jkt }: SocialSignIn): CodeKey => ({ email: identity.email, deviceId, jkt, purpose: 'link' });

export class IdentityLink {
  constructor(
    private readonly mail: MailSender,
    private readonly sessions: Sessions,
    private readonly now: () => number,
    /** The wallet frame's origin, named in the mail as the only place to type the code. */
    private readonly walletOrigin: string,
  ) {}

  /** Mails the sign-in's address the code that links its identity (replacing an open one); should it not go out, nothing is stored and the limits are as before. */
  async mailCode(db: Db, signIn: SocialSignIn, projectName: string): Promise<void> {
    const { email } = signIn.identity;
    const now = this.now();
    const { deviceId, jkt } = signIn;
    const slot = await claimEmailSlot(db, email, { deviceId, jkt }, now);
    try {
      await sendCode(this.mail, this.now, db, codeKey(signIn), (code) => linkMail(email, signIn.provider, projectName, code, this.walletOrigin));
    } catch (error) {
      return undoThenThrow(error, () => releaseEmailSlot(db, email, jkt, slot, now));
    }
  }

  /**
   * The first code, mailed as complete asks for consent, which it has recorded by then: a mail the
   * limits hold back (another to this address and device key in the last 30 s, the day's mails
   * spent) leaves the choice open, and resolves with their words for the frame to say beside
   * Resend code; the person resends it later, or goes on with a new wallet, which needs no code.
   */
  async mailFirstCode(db: Db, signIn: SocialSignIn, projectName: string): Promise<Words | undefined> {
    try {
      await this.mailCode(db, signIn, projectName);
      return undefined;
    } catch (error) {
      if (error instanceof TooManyRequests) return error.words;
      throw error;
    }
  }

  /** POST /auth/v1/social/link/resend: another code. */
  async resend(call: ConsentCall, projectName: string): Promise<void> {
    await this.mailCode(call.db, await this.#awaiting(call), projectName);
  }

  /** POST /auth/v1/social/link: the code joins the identity to the account of its address, whose session it gives, in one transaction with the code's use. */
  async confirm(call: ConsentCall, otp: string): Promise<SocialCompletion> {
    const signIn = await this.#awaiting(call);
    const outcome = await call.db.transaction(async (tx): Promise<SocialCompletion | Exclude<CodeCheck, { ok: true }>> => {
      const now = this.now();
      const check = await checkCode(tx, codeKey(signIn), otp, now);
      if (!check.ok) return check;
      if (!(await settleConsent(tx, call.state, now))) throw new HttpError(410, SOCIAL_SAID.completed);
      return identitySession(tx, this.sessions, await linkToAddress(tx, signIn.provider, signIn.identity, now), signIn, now);
    });
    if ('reason' in outcome) refuse(outcome);
    return outcome;
  }

  /** POST /auth/v1/social/separate: the identity's own new account, with no email, and its session. */
  async separate(call: ConsentCall): Promise<SocialCompletion> {
    const signIn = await this.#awaiting(call);
    return call.db.transaction(async (tx) => {
      const now = this.now();
      if (!(await settleConsent(tx, call.state, now))) throw new HttpError(410, SOCIAL_SAID.completed);
      return identitySession(tx, this.sessions, await ownUser(tx, signIn.provider, signIn.identity, now), signIn, now);
    });
  }

  /** The login the call names, if it awaits the choice and the call comes from its device key and project; else why not. */
  async #awaiting({ db, state, jkt, projectId }: ConsentCall): Promise<SocialSignIn> {
    const login = await findSocialLogin(db, state);
    if (!login || login.projectId !== projectId) throw new HttpError(404, SOCIAL_SAID.unknownLogin);
    if (login.jkt !== jkt) throw new HttpError(401, AUTH_MESSAGES.proofOtherKey);
    if (login.consentAskedAt === null || !login.identity) throw new HttpError(409, SOCIAL_SAID.noConsentAsked);
    if (login.consentSettledAt !== null) throw new HttpError(410, SOCIAL_SAID.completed);
    if (login.expiresAt <= this.now()) throw new HttpError(410, SOCIAL_SAID.expired);
    return { provider: login.provider, identity: login.identity, deviceId: login.deviceId, jkt, projectId };
  }
}
