// Email update through the services (apps/services README "Email update"): the new address, then
// the current address's code (when the person has one), then the new address's, which moves the
// session's user to it; the user keeps its id, so the keys the frame holds stay the account's.
import { emailUpdateActionResponseSchema, emailUpdatedResponseSchema, emailUpdateSecondaryResponseSchema, type EmailUpdateAction } from '@latch/core/api';
import type * as z from 'zod/mini';
import { NOT_CONNECTED } from '../messages.js';
import type { ServicesApi } from '../services/api.js';
import type { EmailAuth } from './emailAuth.js';

export const NO_UPDATE_STARTED = 'Start the email update first';

export type UpdateAction = EmailUpdateAction;
/** `primary`: the code at the current address; `secondary`: the code at the new one. */
export type UpdateStep = 'primary' | 'secondary';

export interface EmailUpdateOptions {
  api: ServicesApi;
  auth: EmailAuth;
}

interface Pending {
  currentEmail: string | null;
  newEmail: string;
}

export class EmailUpdate {
  #pending: Pending | undefined;

  constructor(private readonly options: EmailUpdateOptions) {}

  /** UPDATE_EMAIL: VERIFY_PRIMARY_OTP, or VERIFY_SECONDARY_OTP for a person without an email yet. */
  async start(email: string): Promise<UpdateAction> {
    const session = await this.#session();
    const newEmail = email.trim().toLowerCase();
    const { action } = await this.#call('start', emailUpdateActionResponseSchema, session, { email: newEmail });
    this.#pending = { currentEmail: session.user.email, newEmail };
    return action;
  }

  /** The address whose code the step awaits, shown on the code screen. */
  emailOf(step: UpdateStep): string {
    const pending = this.#require();
    const email = step === 'primary' ? pending.currentEmail : pending.newEmail;
    if (email === null) throw new Error(NO_UPDATE_STARTED);
    return email;
  }

  /** The current address's code, as typed into the frame's code screen: the new address's code goes out. */
  async verifyPrimary(otp: string): Promise<'VERIFY_SECONDARY_OTP'> {
    this.#require();
    return (await this.#call('verify-primary', emailUpdateSecondaryResponseSchema, await this.#session(), { otp })).action;
  }

  /** The new address's code: the user's email is the new one, and the frame's session says so. */
  async verifySecondary(otp: string): Promise<string> {
    const pending = this.#require();
    const { email } = await this.#call('verify-secondary', emailUpdatedResponseSchema, await this.#session(), { otp });
    if (this.#pending === pending) this.#pending = undefined;
    await this.options.auth.recheck();
    return email;
  }

  /** "Resend code": another code for the step under way. */
  async resend(): Promise<UpdateAction> {
    this.#require();
    return (await this.#call('resend', emailUpdateActionResponseSchema, await this.#session(), {})).action;
  }

  #require(): Pending {
    if (!this.#pending) throw new Error(NO_UPDATE_STARTED);
    return this.#pending;
  }

  async #session() {
    const session = await this.options.auth.current();
    if (!session) throw new Error(NOT_CONNECTED);
    return session;
  }

  #call<S extends z.ZodMiniType>(route: string, schema: S, session: { token: string }, body: object): Promise<z.infer<S>> {
    return this.options.api.client.call('POST', `/auth/v1/email-update/${route}`, schema, { token: session.token, body });
  }
}
