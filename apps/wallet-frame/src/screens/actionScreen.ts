// The action screen, on the frame's own origin: what must start from a person's click in the
// wallet's own document runs from this screen's button, never from the app's page. WebAuthn runs
// only from a click in the document that asks (the passkey steps); a sign-in window opened here has
// this frame as its opener, the only window its provider's answer is handed to (the social logins).
// The app shows the frame over its view while the screen asks. What the click needs is prepared
// when the screen opens (the ceremony's options, the login's start), so the click runs it before
// anything is awaited. A failure is said and the button offered again with a new preparation; a
// step the person may decline has Not now. Text goes in by textContent only, in the frame's locale.

import { showData, showText, showWords, type MessageRef } from '../i18n/translate.js';
import type { ServicesWords } from '../services/servicesWords.js';
import { brandLine, elementMaker, messageOf, screenDialog } from './screenDialog.js';

/** The screen's words, as messages: drawn again when the locale changes while it shows. */
export interface ActionText {
  title: MessageRef;
  intro: MessageRef;
  button: MessageRef;
  /** The status while the click's work runs. */
  waiting: MessageRef;
  /** Where the person is, under the button. */
  where: MessageRef;
}

export const actionMessages = { 'action.skip': 'Not now' } as const;

/** The app stopped showing the frame before the step ended (SPEC 8's words). */
export const ACTION_ABORTED = 'Request was aborted';

export interface ActionRequest<T> {
  text: ActionText;
  /** What the request resolves with when the person presses Not now; without it, the step cannot be declined. */
  skipped?: T;
  /** Fetches what the click needs; resolves with what the click runs, synchronously up to its first await (`signal` aborts when the screen is cancelled). */
  prepare(): Promise<(signal: AbortSignal) => Promise<T>>;
}

export interface ActionPrompt {
  ask<T>(request: ActionRequest<T>): Promise<T>;
  /** Closes the screen with ACTION_ABORTED; false when none was open. */
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
  request: ActionRequest<unknown>;
  /** What the click runs, once prepared. */
  run: ((signal: AbortSignal) => Promise<unknown>) | undefined;
  /** The preparation failed: the next click prepares again. */
  failed: boolean;
  /** Aborted when the screen is cancelled: the click's work ends (a sign-in window closes). */
  abort: AbortController;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** The dialog, made once in `doc`'s main. */
function build(doc: Document): Elements {
  const make = elementMaker(doc);
  const dialog = screenDialog(make, 'action');
  const elements: Elements = {
    dialog,
    title: make('h1', { id: 'action-title' }),
    intro: make('p', { id: 'action-intro', className: 'intro' }),
    button: make('button', { id: 'action-start', type: 'button', className: 'primary' }),
    skip: make('button', { id: 'action-skip', type: 'button', className: 'link', hidden: true }),
    status: make('p', { className: 'working' }),
    error: make('p', { className: 'error', hidden: true }),
    where: make('p', { className: 'where' }),
  };
  elements.status.setAttribute('role', 'status');
  elements.error.setAttribute('role', 'alert');
  showText(elements.skip, 'action.skip');
  dialog.append(brandLine(make), elements.title, elements.intro, elements.button, elements.skip, elements.status, elements.error, elements.where);
  (doc.querySelector('main') ?? doc.body).append(dialog);
  return elements;
}

export class ActionScreen implements ActionPrompt {
  #open: Open | undefined;
  #elements: Elements | undefined;

  constructor(private readonly doc: Document) {}

  ask<T>(request: ActionRequest<T>): Promise<T> {
    this.cancel();
    return new Promise<T>((resolve, reject) => {
      const open: Open = { request, run: undefined, failed: false, abort: new AbortController(), resolve: resolve as (value: unknown) => void, reject };
      this.#open = open;
      this.#render(open);
      this.#prepare(open);
    });
  }

  cancel(): boolean {
    const open = this.#open;
    if (!open) return false;
    this.#close();
    open.abort.abort();
    open.reject(new Error(ACTION_ABORTED));
    return true;
  }

  #elementsOf(): Elements {
    if (!this.#elements) {
      const elements = build(this.doc);
      elements.button.addEventListener('click', () => this.#start());
      elements.skip.addEventListener('click', () => this.#skip());
      this.#elements = elements;
    }
    return this.#elements;
  }

  #render(open: Open): void {
    const { dialog, title, intro, button, skip, where } = this.#elementsOf();
    const { text } = open.request;
    showText(title, text.title.id, text.title.values);
    showText(intro, text.intro.id, text.intro.values);
    showText(button, text.button.id, text.button.values);
    skip.hidden = !('skipped' in open.request);
    showText(where, text.where.id, text.where.values);
    this.#say(undefined);
    dialog.hidden = false;
    this.doc.body.classList.add('entering-code');
  }

  /** The button is pressable once the click's work is prepared; a failed preparation is said, and the button tries again. */
  #prepare(open: Open): void {
    const { button, status } = this.#elementsOf();
    open.failed = false;
    open.run = undefined;
    button.disabled = true;
    showText(status, 'screen.preparing');
    open.request.prepare().then(
      (run) => {
        if (this.#open !== open) return;
        open.run = run;
        button.disabled = false;
        showData(status, '');
        button.focus();
      },
      (error: unknown) => {
        if (this.#open !== open) return;
        open.failed = true;
        button.disabled = false;
        showData(status, '');
        this.#say(messageOf(error));
      },
    );
  }

  /** The click: runs the prepared work at once, inside the click's own activation. */
  #start(): void {
    const open = this.#open;
    if (!open) return;
    if (open.failed || !open.run) return this.#prepare(open);
    const { button, status } = this.#elementsOf();
    button.disabled = true;
    const { waiting } = open.request.text;
    showText(status, waiting.id, waiting.values);
    this.#say(undefined);
    let running: Promise<unknown>;
    try {
      running = open.run(open.abort.signal);
    } catch (error) {
      running = Promise.reject(error);
    }
    running.then(
      (result) => {
        if (this.#open !== open) return;
        this.#close();
        open.resolve(result);
      },
      (error: unknown) => {
        if (this.#open !== open) return;
        this.#say(messageOf(error));
        // A challenge or a login serves one try: the next one gets a new one.
        this.#prepare(open);
      },
    );
  }

  #skip(): void {
    const open = this.#open;
    if (!open || !('skipped' in open.request)) return;
    this.#close();
    open.resolve(open.request.skipped);
  }

  #close(): void {
    this.#open = undefined;
    if (!this.#elements) return;
    this.#elements.dialog.hidden = true;
    this.doc.body.classList.remove('entering-code');
  }

  #say(error: ServicesWords | undefined): void {
    const { error: element, status } = this.#elementsOf();
    if (error !== undefined) showData(status, '');
    showWords(element, error ?? '');
    element.hidden = error === undefined;
  }
}
