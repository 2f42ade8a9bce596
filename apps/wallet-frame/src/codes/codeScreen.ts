// The code screen, on the frame's own origin: the only place a person types the codes of the
// email login and of an email update. The app asks (CONNECT_OTP, UPDATE_EMAIL_PRIMARY_OTP,
// UPDATE_EMAIL_SECONDARY_OTP) with no code and shows the frame over its code view; the person types
// the code here, the frame checks it with the services, and the app hears only that it was right
// (or the services' words when not, which never include the code). A 6-digit code is checked as
// soon as it is complete (blanks and dashes dropped, as mail clients show it); a wrong one is said
// and cleared. "Resend code" mails another one. A new device (CONNECT_DEVICE) has nothing to type:
// the screen waits while the person approves it by the link in the mail, on the wallet's own page.
// A social login whose new identity carries an account's address (CONNECT_SOCIAL) asks here for the
// code mailed to that address, or lets the person go on with a new wallet instead.
// Text goes in by textContent only, in the frame's locale (i18n/translate.ts).
import { showData, showText, showWords } from '../i18n/translate.js';
import { messageOf } from '../screens/screenDialog.js';
import type { ServicesWords } from '../services/servicesWords.js';

/**
 * The login's `device` and `otp`; the email update's `primary` (current address) and `secondary`
 * (new address); a social login's `link` to the account of its address.
 */
export type CodeStep = 'device' | 'otp' | 'primary' | 'secondary' | 'link';

/** The code screen's English, as the modal's views wrote it; its title and intro by step. */
export const codeMessages = {
  'code.device.title': 'Register Device',
  'code.device.intro': 'This device is new. To approve it, open the link we emailed to',
  'code.waiting': 'Waiting for your approval. There is nothing to type: the link opens the wallet’s own page, which names this device.',
  'code.resendLink': 'Resend link',
  'code.otp.title': 'Confirm Email',
  'code.otp.intro': 'Enter the 6-digit code we emailed to',
  'code.primary.title': 'Confirm Current Email',
  'code.primary.intro': 'To change your email, enter the 6-digit code we emailed to your current address',
  'code.secondary.title': 'Confirm New Email',
  'code.secondary.intro': 'Enter the 6-digit code we emailed to your new address',
  'code.link.title': 'Confirm Email',
  'code.link.intro': 'This email has a wallet already. To sign in to it, enter the 6-digit code we emailed to',
  'code.label': 'Code',
  'code.instead': 'Continue with a new wallet instead',
  'code.makingWallet': 'Making your new wallet…',
  'code.checking': 'Checking…',
  'code.resent': 'A new email is on its way.',
  'code.notReceived': 'Didn’t get it?',
  'code.resendCode': 'Resend code',
  'code.where': 'This is the Latch wallet at {origin}. Type your codes here and nowhere else.',
} as const;
export type CodeMessageId = keyof typeof codeMessages;

/** The app stopped showing the frame before the code was typed (SPEC 8's words). */
export const CODE_ENTRY_ABORTED = 'Request was aborted';
export const NO_CODE_SCREEN = 'The code screen is missing';

const CODE_LENGTH = 6;

interface MailedStep {
  /** The email the codes or the link went to, shown to the person. */
  email: string;
  /** Mails another code or link ("Resend"). */
  resend(): Promise<unknown>;
}

/** A step whose code the person types here. */
export interface TypedCodeRequest<T> extends MailedStep {
  step: Exclude<CodeStep, 'device' | 'link'>;
  /** Checks a typed code with the services: resolves when right, rejects with their words when not. */
  check(code: string): Promise<T>;
}

/** A social login's link to the account of its address: its code typed here, or a new wallet instead. */
export interface LinkCodeRequest<T> extends Omit<TypedCodeRequest<T>, 'step'> {
  step: 'link';
  /** Why the code did not go out yet (the mail limits' words), said beside Resend code. */
  heldBack?: ServicesWords;
  /** The new wallet the person chooses instead: resolves with it, rejects with the services' words. */
  instead(): Promise<T>;
}

/** A new device: nothing to type; the screen waits for the person's approval by the mailed link. */
export interface LinkApprovalRequest<T> extends MailedStep {
  step: 'device';
  /** Resolves once approved; rejects with the services' words (refused, expired); `signal` aborts when the screen closes. */
  wait(signal: AbortSignal): Promise<T>;
}

export type CodeRequest<T> = TypedCodeRequest<T> | LinkCodeRequest<T> | LinkApprovalRequest<T>;

export interface CodePrompt {
  /** Shows the screen until a typed code passes `check`; resolves with its result. */
  ask<T>(request: CodeRequest<T>): Promise<T>;
  /** Closes the screen with CODE_ENTRY_ABORTED; false when none was open. */
  cancel(): boolean;
}

export interface CodeElements {
  dialog: HTMLElement;
  form: HTMLFormElement;
  title: HTMLElement;
  intro: HTMLElement;
  email: HTMLElement;
  label: HTMLElement;
  input: HTMLInputElement;
  status: HTMLElement;
  error: HTMLElement;
  resend: HTMLButtonElement;
  notice: HTMLElement;
  /** The link step's other way: a new wallet instead. */
  instead: HTMLButtonElement;
  where: HTMLElement;
}

/** The elements of index.html's code dialog; throws naming the first one missing. */
export function findCodeElements(doc: Document): CodeElements {
  const byId = <T extends HTMLElement>(id: string) => {
    const element = doc.getElementById(id);
    if (!element) throw new Error(`The page has no #${id}`);
    return element as T;
  };
  return {
    dialog: byId('code'),
    form: byId<HTMLFormElement>('code-form'),
    title: byId('code-title'),
    intro: byId('code-intro-text'),
    email: byId('code-email'),
    label: byId('code-label'),
    input: byId<HTMLInputElement>('code-input'),
    status: byId('code-status'),
    error: byId('code-error'),
    resend: byId<HTMLButtonElement>('code-resend'),
    notice: byId('code-notice'),
    instead: byId<HTMLButtonElement>('code-instead'),
    where: byId('code-where'),
  };
}

interface Open {
  request: CodeRequest<unknown>;
  /** Ends a link approval's wait when the screen closes. */
  abort: AbortController;
  resolve(value: unknown): void;
  reject(error: Error): void;
}


/** Marks an error after which typing a code again cannot help (the code was right, the login still cannot go on): the screen closes and the request fails with it. */
export interface EndsCodeEntry {
  readonly endsCodeEntry: true;
}

const endsCodeEntry = (error: unknown): error is Error & EndsCodeEntry => error instanceof Error && (error as Partial<EndsCodeEntry>).endsCodeEntry === true;

export class CodeScreen implements CodePrompt {
  #open: Open | undefined;
  #pending = false;

  constructor(private readonly elements: CodeElements) {
    const { form, input, resend, dialog } = elements;
    input.addEventListener('input', () => this.#typed());
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (input.value.length === CODE_LENGTH) void this.#check(input.value);
    });
    resend.addEventListener('click', () => void this.#resend());
    elements.instead.addEventListener('click', () => void this.#chooseInstead());
    // The app focuses this frame when it lays it over its code view; focus then lands on the field.
    dialog.ownerDocument.defaultView?.addEventListener('focus', () => {
      if (!dialog.hidden && !dialog.contains(dialog.ownerDocument.activeElement)) input.focus();
    });
  }

  ask<T>(request: CodeRequest<T>): Promise<T> {
    this.cancel();
    return new Promise<T>((resolve, reject) => {
      const open: Open = { request, abort: new AbortController(), resolve: resolve as (value: unknown) => void, reject };
      this.#open = open;
      this.#render(request);
      if (request.step === 'device') this.#awaitLink(open, request);
    });
  }

  /** Says `words` on the open screen (the wallet waits for a new device's keys after the code was right). */
  notice(words: ServicesWords): void {
    if (this.#open) showWords(this.elements.status, words);
  }

  /** A new device: waits for the person's approval by the mailed link; a refusal or an expired link is said, and Resend link waits anew. */
  #awaitLink(open: Open, request: LinkApprovalRequest<unknown>): void {
    const { status } = this.elements;
    const { signal } = open.abort;
    showText(status, 'code.waiting');
    request.wait(signal).then(
      (result) => {
        if (this.#open !== open || signal.aborted) return;
        this.#close();
        open.resolve(result);
      },
      (error: unknown) => {
        if (this.#open !== open || signal.aborted) return;
        showData(status, '');
        this.#say(messageOf(error));
      },
    );
  }

  cancel(): boolean {
    const open = this.#open;
    if (!open) return false;
    open.abort.abort();
    this.#close();
    open.reject(new Error(CODE_ENTRY_ABORTED));
    return true;
  }

  #render(request: CodeRequest<unknown>): void {
    const { dialog, title, intro, email, label, input, status, notice, where } = this.elements;
    const doc = dialog.ownerDocument;
    const typed = request.step !== 'device';
    showText(title, `code.${request.step}.title`);
    showText(intro, `code.${request.step}.intro`);
    showData(email, request.email);
    label.hidden = input.hidden = !typed;
    showText(this.elements.resend, typed ? 'code.resendCode' : 'code.resendLink');
    this.elements.instead.hidden = request.step !== 'link';
    showText(where, 'code.where', { origin: doc.defaultView?.location.origin ?? '' });
    input.value = '';
    input.disabled = false;
    showData(status, '');
    // The mail limits' words come from the services, in the person's locale where the frame knows them.
    showWords(notice, (request.step === 'link' && request.heldBack) || '');
    this.#say(undefined);
    this.#pending = false;
    dialog.hidden = false;
    doc.body.classList.add('entering-code');
    (typed ? input : this.elements.resend).focus();
  }

  #close(): void {
    const { dialog, input } = this.elements;
    this.#open = undefined;
    this.#pending = false;
    input.value = '';
    dialog.hidden = true;
    dialog.ownerDocument.body.classList.remove('entering-code');
  }

  #say(error: ServicesWords | undefined): void {
    const { error: element, input } = this.elements;
    showWords(element, error ?? '');
    element.hidden = error === undefined;
    if (error === undefined) input.removeAttribute('aria-invalid');
    else input.setAttribute('aria-invalid', 'true');
  }

  #typed(): void {
    const { input } = this.elements;
    const digits = input.value.replace(/\D/g, '').slice(0, CODE_LENGTH);
    input.value = digits;
    this.#say(undefined);
    if (digits.length === CODE_LENGTH) void this.#check(digits);
  }

  async #check(code: string): Promise<void> {
    const open = this.#open;
    if (!open || this.#pending || open.request.step === 'device') return;
    const request = open.request;
    await this.#settle(open, 'code.checking', () => request.check(code));
  }

  async #chooseInstead(): Promise<void> {
    const open = this.#open;
    if (!open || this.#pending || open.request.step !== 'link') return;
    const request = open.request;
    await this.#settle(open, 'code.makingWallet', () => request.instead());
  }

  /** Runs the person's step (`working` said meanwhile): the screen closes with its result, or says why not and lets them try again. */
  async #settle(open: Open, working: CodeMessageId, step: () => Promise<unknown>): Promise<void> {
    const { input, status } = this.elements;
    this.#pending = true;
    input.disabled = true;
    showText(status, working);
    showData(this.elements.notice, '');
    try {
      const result = await step();
      if (this.#open !== open) return;
      this.#close();
      open.resolve(result);
    } catch (error) {
      if (this.#open !== open) return;
      this.#pending = false;
      if (endsCodeEntry(error)) {
        this.#close();
        open.reject(error);
        return;
      }
      input.disabled = false;
      input.value = '';
      showData(status, '');
      this.#say(messageOf(error));
      input.focus();
    }
  }

  async #resend(): Promise<void> {
    const open = this.#open;
    if (!open) return;
    this.#say(undefined);
    showData(this.elements.notice, '');
    try {
      await open.request.resend();
      if (this.#open !== open) return;
      showText(this.elements.notice, 'code.resent');
      // A new link: its approval is awaited anew (the wait on the one before ended with it).
      if (open.request.step === 'device') {
        open.abort.abort();
        open.abort = new AbortController();
        this.#awaitLink(open, open.request);
      }
    } catch (error) {
      if (this.#open === open) this.#say(messageOf(error));
    }
  }
}
