// The code screen, on the frame's own origin: the only place a person types the codes of the
// email login and of an email update. The app asks (CONNECT_DEVICE, CONNECT_OTP,
// UPDATE_EMAIL_PRIMARY_OTP, UPDATE_EMAIL_SECONDARY_OTP) with no code and shows the frame over its
// code view; the person types the code here, the frame checks
// it with the services, and the app hears only that it was right (or the services' words when
// not, which never include the code). A 6-digit code is checked as soon as it is complete (blanks
// and dashes dropped, as mail clients show it); a wrong one is said and cleared. "Resend code"
// mails another one. Text goes in by textContent only.

/** The login's `device` and `otp`; the email update's `primary` (current address) and `secondary` (new address). */
export type CodeStep = 'device' | 'otp' | 'primary' | 'secondary';

/** The code-entry strings, as the modal's views wrote them. */
export const CODE_TEXT = {
  device: { title: 'Register Device', intro: 'This device is new. To approve it, enter the device code we emailed to', label: 'Device code' },
  otp: { title: 'Confirm Email', intro: 'Enter the 6-digit code we emailed to', label: 'Code' },
  primary: { title: 'Confirm Current Email', intro: 'To change your email, enter the 6-digit code we emailed to your current address', label: 'Code' },
  secondary: { title: 'Confirm New Email', intro: 'Enter the 6-digit code we emailed to your new address', label: 'Code' },
  checking: 'Checking…',
  resent: 'A new code is on its way.',
  where: (origin: string) => `This is the Latch wallet at ${origin}. Type your codes here and nowhere else.`,
} as const;

/** The app stopped showing the frame before the code was typed (SPEC 8's words). */
export const CODE_ENTRY_ABORTED = 'Request was aborted';
export const NO_CODE_SCREEN = 'The code screen is missing';

const CODE_LENGTH = 6;

export interface CodeRequest<T> {
  step: CodeStep;
  /** The email the codes went to, shown to the person. */
  email: string;
  /** Checks a typed code with the services: resolves when right, rejects with their words when not. */
  check(code: string): Promise<T>;
  /** Mails another code ("Resend code"). */
  resend(): Promise<unknown>;
}

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
    where: byId('code-where'),
  };
}

interface Open {
  request: CodeRequest<unknown>;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Something went wrong');

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
    // The app focuses this frame when it lays it over its code view; focus then lands on the field.
    dialog.ownerDocument.defaultView?.addEventListener('focus', () => {
      if (!dialog.hidden && !dialog.contains(dialog.ownerDocument.activeElement)) input.focus();
    });
  }

  ask<T>(request: CodeRequest<T>): Promise<T> {
    this.cancel();
    return new Promise<T>((resolve, reject) => {
      this.#open = { request, resolve: resolve as (value: unknown) => void, reject };
      this.#render(request);
    });
  }

  cancel(): boolean {
    const open = this.#open;
    if (!open) return false;
    this.#close();
    open.reject(new Error(CODE_ENTRY_ABORTED));
    return true;
  }

  #render(request: CodeRequest<unknown>): void {
    const { dialog, title, intro, email, label, input, status, notice, where } = this.elements;
    const doc = dialog.ownerDocument;
    const text = CODE_TEXT[request.step];
    title.textContent = text.title;
    intro.textContent = text.intro;
    email.textContent = request.email;
    label.textContent = text.label;
    where.textContent = CODE_TEXT.where(doc.defaultView?.location.origin ?? '');
    input.value = '';
    input.disabled = false;
    status.textContent = '';
    notice.textContent = '';
    this.#say(undefined);
    this.#pending = false;
    dialog.hidden = false;
    doc.body.classList.add('entering-code');
    input.focus();
  }

  #close(): void {
    const { dialog, input } = this.elements;
    this.#open = undefined;
    this.#pending = false;
    input.value = '';
    dialog.hidden = true;
    dialog.ownerDocument.body.classList.remove('entering-code');
  }

  #say(error: string | undefined): void {
    const { error: element, input } = this.elements;
    element.textContent = error ?? '';
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
    if (!open || this.#pending) return;
    const { input, status } = this.elements;
    this.#pending = true;
    input.disabled = true;
    status.textContent = CODE_TEXT.checking;
    this.elements.notice.textContent = '';
    try {
      const result = await open.request.check(code);
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
      status.textContent = '';
      this.#say(messageOf(error));
      input.focus();
    }
  }

  async #resend(): Promise<void> {
    const open = this.#open;
    if (!open) return;
    this.#say(undefined);
    this.elements.notice.textContent = '';
    try {
      await open.request.resend();
      if (this.#open === open) this.elements.notice.textContent = CODE_TEXT.resent;
    } catch (error) {
      if (this.#open === open) this.#say(messageOf(error));
    }
  }
}
