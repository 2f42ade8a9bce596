// The passkey screen, on the frame's own origin: WebAuthn runs only from a person's click in the
// document that asks, so the app shows the frame over its view (ADD_PASSKEY, CONNECT_PASSKEY) and
// the person presses this screen's button. The ceremony is prepared (options from the services)
// when the screen opens, so the click goes straight to the authenticator. A failure is said and
// the button offered again; a step the person may decline (sealing the backup) has Not now. Text
// goes in by textContent only.

export type PasskeyStep = 'add' | 'signIn' | 'seal';

export const PASSKEY_TEXT = {
  add: { title: 'Add a passkey', intro: 'Sign in to this wallet next time with your device’s screen lock or security key, no email code needed.', button: 'Add a passkey' },
  signIn: { title: 'Sign in with a passkey', intro: 'Use a passkey you added to this wallet.', button: 'Use a passkey' },
  seal: {
    title: 'Protect your backup with this passkey',
    intro:
      'Seal your wallet’s backup with the passkey you just added, so that the wallet’s servers alone can never open it. On a new device you then sign in with this passkey to get your wallet back: an email code alone will no longer recover it.',
    button: 'Seal backup with passkey',
  },
  skip: 'Not now',
  preparing: 'Preparing…',
  waiting: 'Follow your device’s prompt…',
  where: (origin: string) => `This is the Latch wallet at ${origin}. Passkeys are only used here.`,
} as const;

/** The app stopped showing the frame before the ceremony ended (SPEC 8's words). */
export const PASSKEY_ABORTED = 'Request was aborted';

export interface PasskeyRequest<T> {
  step: PasskeyStep;
  /** What the request resolves with when the person presses Not now; without it, the step cannot be declined. */
  skipped?: T;
  /** Fetches what the ceremony needs; resolves with what the click runs (the authenticator, then the services). */
  prepare(): Promise<() => Promise<T>>;
}

export interface PasskeyPrompt {
  ask<T>(request: PasskeyRequest<T>): Promise<T>;
  /** Closes the screen with PASSKEY_ABORTED; false when none was open. */
  cancel(): boolean;
}

interface Elements {
  dialog: HTMLElement;
  title: HTMLElement;
  intro: HTMLElement;
  button: HTMLButtonElement;
  skip: HTMLButtonElement;
  status: HTMLElement;
  error: HTMLElement;
  where: HTMLElement;
}

interface Open {
  request: PasskeyRequest<unknown>;
  run: Promise<() => Promise<unknown>>;
  /** The preparation failed: the next click prepares again. */
  failed: boolean;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Something went wrong');

/** The dialog, made once in `doc`'s main (styled as the code screen). */
function build(doc: Document): Elements {
  const make = <K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}) => Object.assign(doc.createElement(tag), props);
  const dialog = make('section', { id: 'passkey', className: 'code passkey', hidden: true });
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-labelledby', 'passkey-title');
  dialog.setAttribute('aria-describedby', 'passkey-intro');
  const elements: Elements = {
    dialog,
    title: make('h1', { id: 'passkey-title' }),
    intro: make('p', { id: 'passkey-intro', className: 'intro' }),
    button: make('button', { id: 'passkey-start', type: 'button', className: 'primary' }),
    skip: make('button', { id: 'passkey-skip', type: 'button', className: 'link', textContent: PASSKEY_TEXT.skip, hidden: true }),
    status: make('p', { className: 'working' }),
    error: make('p', { className: 'error', hidden: true }),
    where: make('p', { className: 'where' }),
  };
  elements.status.setAttribute('role', 'status');
  elements.error.setAttribute('role', 'alert');
  dialog.append(make('p', { className: 'brand', textContent: 'Latch wallet' }), elements.title, elements.intro, elements.button, elements.skip, elements.status, elements.error, elements.where);
  (doc.querySelector('main') ?? doc.body).append(dialog);
  return elements;
}

export class PasskeyScreen implements PasskeyPrompt {
  #open: Open | undefined;
  #elements: Elements | undefined;

  constructor(private readonly doc: Document) {}

  ask<T>(request: PasskeyRequest<T>): Promise<T> {
    this.cancel();
    return new Promise<T>((resolve, reject) => {
      const open: Open = { request, run: request.prepare(), failed: false, resolve: resolve as (value: unknown) => void, reject };
      this.#open = open;
      this.#render(open);
    });
  }

  cancel(): boolean {
    const open = this.#open;
    if (!open) return false;
    this.#close();
    open.reject(new Error(PASSKEY_ABORTED));
    return true;
  }

  #elementsOf(): Elements {
    if (!this.#elements) {
      const elements = build(this.doc);
      elements.button.addEventListener('click', () => void this.#start());
      elements.skip.addEventListener('click', () => this.#skip());
      this.#elements = elements;
    }
    return this.#elements;
  }

  #render(open: Open): void {
    const { dialog, title, intro, button, skip, where } = this.#elementsOf();
    const text = PASSKEY_TEXT[open.request.step];
    title.textContent = text.title;
    intro.textContent = text.intro;
    button.textContent = text.button;
    skip.hidden = !('skipped' in open.request);
    where.textContent = PASSKEY_TEXT.where(this.doc.defaultView?.location.origin ?? '');
    this.#say(undefined);
    dialog.hidden = false;
    this.doc.body.classList.add('entering-code');
    this.#await(open);
  }

  /** The button is pressable once the ceremony is prepared; a failed preparation is said, and the button tries again. */
  #await(open: Open): void {
    const { button, status } = this.#elementsOf();
    button.disabled = true;
    status.textContent = PASSKEY_TEXT.preparing;
    open.run.then(
      () => {
        if (this.#open !== open) return;
        button.disabled = false;
        status.textContent = '';
        button.focus();
      },
      (error: unknown) => {
        if (this.#open !== open) return;
        open.failed = true;
        button.disabled = false;
        status.textContent = '';
        this.#say(messageOf(error));
      },
    );
  }

  async #start(): Promise<void> {
    const open = this.#open;
    if (!open) return;
    if (open.failed) return this.#prepare(open);
    const { button, status } = this.#elementsOf();
    button.disabled = true;
    status.textContent = PASSKEY_TEXT.waiting;
    this.#say(undefined);
    try {
      const result = await (await open.run)();
      if (this.#open !== open) return;
      this.#close();
      open.resolve(result);
    } catch (error) {
      if (this.#open !== open) return;
      this.#say(messageOf(error));
      // A challenge serves one ceremony: the next try gets a new one.
      this.#prepare(open);
    }
  }

  #skip(): void {
    const open = this.#open;
    if (!open || !('skipped' in open.request)) return;
    this.#close();
    open.resolve(open.request.skipped);
  }

  #prepare(open: Open): void {
    open.failed = false;
    open.run = open.request.prepare();
    this.#await(open);
  }

  #close(): void {
    this.#open = undefined;
    if (!this.#elements) return;
    this.#elements.dialog.hidden = true;
    this.doc.body.classList.remove('entering-code');
  }

  #say(error: string | undefined): void {
    const { error: element } = this.#elementsOf();
    element.textContent = error ?? '';
    element.hidden = error === undefined;
  }
}
