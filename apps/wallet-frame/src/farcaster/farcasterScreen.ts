// The Farcaster screen, on the frame's own origin (the app lays the frame over its
// ConnectingFarcaster view): the sign-in link of a channel the frame made, as a QR code, a link to
// open and a Copy link button, so the channel token never reaches the app's page; then the account
// the person's Farcaster app approved with, named for the person to confirm ("Continue as @name")
// or refuse ("Not me": the channel ends and a new link shows) before any session is adopted. A
// failure (an expired link, a refused message) is said, with Try again. Text goes in by textContent,
// in the frame's locale.
import type { FarcasterIdentity } from '@latch/core/api';
import { frameMessages, showData, showText, showWords } from '../i18n/translate.js';
import type { ServicesWords } from '../services/servicesWords.js';
import { ACTION_ABORTED } from '../screens/actionScreen.js';
import { brandLine, elementMaker, messageOf, screenDialog } from '../screens/screenDialog.js';
import { farcasterUserName } from '../session/farcasterAuth.js';
import { qrCodeSvg } from './qrCode.js';

export const farcasterMessages = {
  'farcaster.title': 'Sign in with Farcaster',
  'farcaster.intro': 'Scan the code with your phone’s camera, or open the link in the Farcaster app, then approve the sign-in.',
  'farcaster.qrLabel': 'QR code for signing in with Farcaster',
  'farcaster.open': 'Open in Farcaster',
  'farcaster.copy': 'Copy link',
  'farcaster.copied': 'Link copied',
  'farcaster.waiting': 'Waiting for your approval in Farcaster…',
  'farcaster.approvedAs': 'Signed in as @{name}',
  'farcaster.approvedIntro': 'Is this your Farcaster account? Continue only if it is.',
  'farcaster.continueAs': 'Continue as @{name}',
  'farcaster.notMe': 'Not me',
  'farcaster.tryAgain': 'Try again',
  'farcaster.where': 'This is the Latch wallet at {origin}. Farcaster sign-ins started here finish only here.',
} as const;
export const farcasterText = frameMessages(farcasterMessages);

/** A message of the screen drawn into a new element (and again in each locale chosen later). */
const withText = <E extends HTMLElement>(element: E, id: keyof typeof farcasterMessages): E => {
  showText(element, id);
  return element;
};

/** One sign-in's steps, as the screen drives them (session/farcasterAuth.ts over the services). */
export interface FarcasterFlow<C, T> {
  start(): Promise<C & { url: string }>;
  approval(channel: C, signal: AbortSignal): Promise<FarcasterIdentity>;
  /** The session; `waiting` says what the sign-in waits for meanwhile (a new device's approval by mail). */
  confirm(channel: C, signal: AbortSignal, waiting: (words: ServicesWords) => void): Promise<T>;
  cancel(channel: C): Promise<void>;
}

export interface FarcasterPrompt {
  ask<C, T>(flow: FarcasterFlow<C, T>): Promise<T>;
  /** Closes the screen with "Request was aborted"; false when none was open. */
  cancel(): boolean;
}

interface Elements {
  dialog: HTMLElement;
  intro: HTMLElement;
  qr: HTMLElement;
  links: HTMLElement;
  open: HTMLAnchorElement;
  copy: HTMLButtonElement;
  approved: HTMLElement;
  approvedAs: HTMLElement;
  continueAs: HTMLButtonElement;
  notMe: HTMLButtonElement;
  status: HTMLElement;
  error: HTMLElement;
  tryAgain: HTMLButtonElement;
  where: HTMLElement;
}

interface Open {
  flow: FarcasterFlow<unknown, unknown>;
  channel: unknown;
  abort: AbortController;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

function build(doc: Document): Elements {
  const make = elementMaker(doc);
  const dialog = screenDialog(make, 'farcaster');
  const open = withText(make('a', { className: 'button', target: '_blank', rel: 'noopener noreferrer' }), 'farcaster.open');
  const elements: Elements = {
    dialog,
    intro: withText(make('p', { id: 'farcaster-intro', className: 'intro' }), 'farcaster.intro'),
    qr: make('div', { className: 'qr-box' }),
    links: make('div', { className: 'actions' }),
    open,
    copy: withText(make('button', { type: 'button' }), 'farcaster.copy'),
    approved: make('div', { className: 'approved', hidden: true }),
    approvedAs: make('p', { className: 'who' }),
    continueAs: make('button', { type: 'button', className: 'primary' }),
    notMe: withText(make('button', { type: 'button', className: 'link' }), 'farcaster.notMe'),
    status: make('p', { className: 'working' }),
    error: make('p', { className: 'error', hidden: true }),
    tryAgain: withText(make('button', { type: 'button', hidden: true }), 'farcaster.tryAgain'),
    where: make('p', { className: 'where' }),
  };
  elements.status.setAttribute('role', 'status');
  elements.error.setAttribute('role', 'alert');
  elements.links.append(open, elements.copy);
  elements.approved.append(elements.approvedAs, withText(make('p'), 'farcaster.approvedIntro'), elements.continueAs, elements.notMe);
  const { intro, qr, links, approved, status, error, tryAgain, where } = elements;
  dialog.append(brandLine(make), withText(make('h1', { id: 'farcaster-title' }), 'farcaster.title'), intro, qr, links, approved, status, error, tryAgain, where);
  (doc.querySelector('main') ?? doc.body).append(dialog);
  return elements;
}

export class FarcasterScreen implements FarcasterPrompt {
  #open: Open | undefined;
  #elements: Elements | undefined;
  /** What Continue as @name runs for the approval shown. */
  #onContinue: (() => void) | undefined;
  #onNotMe: (() => void) | undefined;

  constructor(
    private readonly doc: Document,
    private readonly clipboard: (text: string) => Promise<void> = (text) => navigator.clipboard.writeText(text),
  ) {}

  ask<C, T>(flow: FarcasterFlow<C, T>): Promise<T> {
    this.cancel();
    return new Promise<T>((resolve, reject) => {
      const open: Open = { flow: flow as FarcasterFlow<unknown, unknown>, channel: undefined, abort: new AbortController(), resolve: resolve as (value: unknown) => void, reject };
      this.#open = open;
      const { dialog, where } = this.#elementsOf();
      showText(where, 'farcaster.where', { origin: this.doc.defaultView?.location.origin ?? '' });
      dialog.hidden = false;
      this.doc.body.classList.add('entering-code');
      void this.#run(open);
    });
  }

  /** Says `words` on the open screen (the wallet waits for a new device's keys after the person continued). */
  notice(words: ServicesWords): void {
    if (this.#open && this.#elements) showWords(this.#elements.status, words);
  }

  cancel(): boolean {
    const open = this.#open;
    if (!open) return false;
    this.#close(open);
    if (open.channel !== undefined) void open.flow.cancel(open.channel).catch(() => undefined);
    open.reject(new Error(ACTION_ABORTED));
    return true;
  }

  #elementsOf(): Elements {
    if (!this.#elements) {
      const elements = build(this.doc);
      elements.continueAs.addEventListener('click', () => this.#onContinue?.());
      elements.notMe.addEventListener('click', () => this.#onNotMe?.());
      elements.tryAgain.addEventListener('click', () => this.#open && void this.#run(this.#open));
      elements.copy.addEventListener('click', () => {
        const url = elements.open.href;
        void this.clipboard(url).then(() => showText(elements.status, 'farcaster.copied'), () => undefined);
      });
      this.#elements = elements;
    }
    return this.#elements;
  }

  /** A new channel shown as a QR code and a link, until someone approves it; then the person says whether it is them. */
  async #run(open: Open): Promise<void> {
    const live = () => this.#open === open && !open.abort.signal.aborted;
    this.#show('preparing');
    try {
      const channel = await open.flow.start();
      if (!live()) return void open.flow.cancel(channel).catch(() => undefined);
      open.channel = channel;
      this.#showLink(channel.url);
      const identity = await open.flow.approval(channel, open.abort.signal);
      if (!live()) return;
      const choice = await this.#askWho(identity);
      if (!live()) return;
      if (choice === 'notMe') {
        await open.flow.cancel(channel);
        open.channel = undefined;
        if (live()) void this.#run(open);
        return;
      }
      this.#show('preparing');
      const result = await open.flow.confirm(channel, open.abort.signal, (words) => {
        if (live()) showWords(this.#elementsOf().status, words);
      });
      if (!live()) return;
      this.#close(open);
      open.resolve(result);
    } catch (error) {
      if (!live()) return;
      open.channel = undefined;
      this.#show('failed', messageOf(error));
    }
  }

  #askWho(identity: FarcasterIdentity): Promise<'continue' | 'notMe'> {
    const name = farcasterUserName(identity);
    const { approvedAs, continueAs } = this.#elementsOf();
    showText(approvedAs, 'farcaster.approvedAs', { name });
    showText(continueAs, 'farcaster.continueAs', { name });
    this.#show('approved');
    continueAs.focus();
    return new Promise((resolve) => {
      this.#onContinue = () => resolve('continue');
      this.#onNotMe = () => resolve('notMe');
    });
  }

  #showLink(url: string): void {
    const { qr, open } = this.#elementsOf();
    const svg = qrCodeSvg(this.doc, url, farcasterText('farcaster.qrLabel'));
    svg.dataset.i18nLabel = 'farcaster.qrLabel';
    qr.replaceChildren(svg);
    open.href = url;
    this.#show('waiting');
  }

  #show(step: 'preparing' | 'waiting' | 'approved' | 'failed', error?: ServicesWords): void {
    const { intro, qr, links, approved, status, error: alert, tryAgain } = this.#elementsOf();
    const waiting = step === 'waiting';
    intro.hidden = qr.hidden = links.hidden = !waiting;
    approved.hidden = step !== 'approved';
    tryAgain.hidden = step !== 'failed';
    if (step === 'preparing' || waiting) showText(status, waiting ? 'farcaster.waiting' : 'screen.preparing');
    else showData(status, '');
    showWords(alert, error ?? '');
    alert.hidden = error === undefined;
    if (step !== 'approved') this.#onContinue = this.#onNotMe = undefined;
  }

  #close(open: Open): void {
    open.abort.abort();
    this.#open = undefined;
    this.#onContinue = this.#onNotMe = undefined;
    if (!this.#elements) return;
    this.#elements.dialog.hidden = true;
    this.#elements.qr.replaceChildren();
    this.doc.body.classList.remove('entering-code');
  }
}
