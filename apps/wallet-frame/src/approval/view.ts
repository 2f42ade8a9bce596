// The approval screen, on the frame's own origin: a labelled dialog with what is asked (method,
// network, from, to, value, the most the fees can cost, or the message to sign), the dangers of
// what it grants and warnings for what deserves a second look, and Approve and Reject buttons. The asking origin comes first, in bold;
// the name the dApp gives itself only after it, stripped of what could fake an origin. Keyboard:
// focus starts on Reject, Tab stays within the dialog, Escape rejects. Approve takes a click only
// when armed (arming.ts: not in the first moments, and not while the frame is covered where the
// browser can tell). Text goes in by textContent only: nothing the app sends is markup.
import { onLocaleChange, showData, showText } from '../i18n/translate.js';
import type { ApprovalSummary } from '../rpc/describe.js';
import { ApproveArming, ARM_DELAY_MS, browserVisibility } from './arming.js';
import { displayDappName } from './dappName.js';
import type { ApprovalPrompt } from './queue.js';

const SENDING_METHODS = new Set(['eth_sendTransaction', 'wallet_sendCalls', 'solana_signAndSendTransaction']);

/** The approval screen's own words (what it describes comes from the request's describer). */
export const approvalMessages = {
  'approval.approve': 'Approve',
  'approval.reject': 'Reject',
  'approval.messageLabel': 'Message to sign',
  'approval.callingItself': '(calling itself {name})',
  'approval.asks': 'asks for {method} on {network}.',
  'approval.sending': 'Sending…',
  'approval.signing': 'Signing…',
} as const;

export interface ApprovalElements {
  dialog: HTMLElement;
  title: HTMLElement;
  origin: HTMLElement;
  warnings: HTMLElement;
  details: HTMLElement;
  message: HTMLElement;
  status: HTMLElement;
  approve: HTMLButtonElement;
  reject: HTMLButtonElement;
}

/** The elements of index.html's approval dialog; throws naming the first one missing. */
export function findApprovalElements(doc: Document): ApprovalElements {
  const byId = <T extends HTMLElement>(id: string) => {
    const element = doc.getElementById(id);
    if (!element) throw new Error(`The page has no #${id}`);
    return element as T;
  };
  return {
    dialog: byId('approval'),
    title: byId('approval-title'),
    origin: byId('approval-origin'),
    warnings: byId('approval-warnings'),
    details: byId('approval-details'),
    message: byId('approval-message'),
    status: byId('approval-status'),
    approve: byId<HTMLButtonElement>('approval-approve'),
    reject: byId<HTMLButtonElement>('approval-reject'),
  };
}

/** Focus on Reject without scrolling to it: on a short screen that hid the asking origin and the warnings above. */
const focusReject = (reject: HTMLButtonElement) => reject.focus({ preventScroll: true });

export class ApprovalView implements ApprovalPrompt {
  #settle: ((approved: boolean) => void) | undefined;
  /** What the screen shows, drawn again when the locale changes (its words are read anew, inEachLocale). */
  #shown: ApprovalSummary | undefined;
  readonly #arming: ApproveArming;

  constructor(
    private readonly elements: ApprovalElements,
    armDelayMs = ARM_DELAY_MS,
    watchVisibility = browserVisibility(elements.dialog.ownerDocument.defaultView),
  ) {
    const { dialog, approve, reject } = elements;
    this.#arming = new ApproveArming(approve, armDelayMs, watchVisibility);
    approve.addEventListener('click', () => {
      if (this.#arming.armed) this.#answer(true);
    });
    reject.addEventListener('click', () => this.#answer(false));
    dialog.addEventListener('keydown', (event) => this.#onKey(event));
    // The app focuses this frame when it lays it over its approval view; focus then lands on Reject.
    dialog.ownerDocument.defaultView?.addEventListener('focus', () => {
      if (!dialog.hidden && !dialog.contains(dialog.ownerDocument.activeElement)) focusReject(reject);
    });
    onLocaleChange(() => {
      if (this.#shown) this.#draw(this.#shown);
    });
  }

  ask(summary: ApprovalSummary): Promise<boolean> {
    this.#answer(false);
    this.#render(summary);
    return new Promise((resolve) => {
      this.#settle = resolve;
    });
  }

  cancel(): boolean {
    const waiting = this.#settle !== undefined;
    this.#answer(false);
    return waiting;
  }

  working(summary: ApprovalSummary): void {
    const { approve, reject, status } = this.elements;
    approve.disabled = true;
    reject.disabled = true;
    showText(status, SENDING_METHODS.has(summary.method) ? 'approval.sending' : 'approval.signing');
  }

  done(): void {
    this.#answer(false);
    this.#shown = undefined;
    const { dialog, status } = this.elements;
    dialog.hidden = true;
    showData(status, '');
    dialog.ownerDocument.body.classList.remove('approving');
  }

  #render(summary: ApprovalSummary): void {
    const { dialog, status, reject } = this.elements;
    const doc = dialog.ownerDocument;
    this.#shown = summary;
    this.#draw(summary);
    showData(status, '');
    reject.disabled = false;
    dialog.hidden = false;
    doc.body.classList.add('approving');
    // The screen opens at its top, where who asks and the warnings are; a taller request scrolls under the buttons, kept at its foot (styles.css).
    doc.documentElement.scrollTop = 0;
    focusReject(reject);
    this.#arming.start(dialog);
  }

  /** The request's words: who asks, what, and what deserves a second look. */
  #draw(summary: ApprovalSummary): void {
    const { dialog, title, origin, warnings, details, message } = this.elements;
    const doc = dialog.ownerDocument;
    title.textContent = summary.title;
    // The origin, which the browser vouches for, stands out; the name the app gives itself follows, cleaned.
    const site = doc.createElement('strong');
    site.className = 'site';
    site.textContent = summary.origin;
    const name = displayDappName(summary.dappName);
    const callingItself = doc.createElement('span');
    if (name) showText(callingItself, 'approval.callingItself', { name });
    const asks = doc.createElement('span');
    showText(asks, 'approval.asks', { method: summary.method, network: summary.network });
    origin.replaceChildren(site, ...(name ? [' ', callingItself] : []), ' ', asks);
    // What can take the person's assets beyond this request comes first, marked; then what deserves a second look.
    const line = (text: string) => {
      const paragraph = doc.createElement('p');
      paragraph.textContent = text;
      return paragraph;
    };
    const dangers = (summary.dangers ?? []).map((text) => Object.assign(line(text), { className: 'danger' }));
    const flagged = [...dangers, ...(summary.warnings ?? []).map(line)];
    warnings.replaceChildren(...flagged);
    warnings.hidden = flagged.length === 0;
    details.replaceChildren(
      ...summary.details.flatMap(([label, value]) => {
        const term = doc.createElement('dt');
        term.textContent = label;
        const description = doc.createElement('dd');
        description.textContent = value;
        return [term, description];
      }),
    );
    message.textContent = summary.message ?? '';
    message.hidden = summary.message === undefined;
  }

  #answer(approved: boolean): void {
    this.#arming.stop();
    const settle = this.#settle;
    this.#settle = undefined;
    settle?.(approved);
  }

  #onKey(event: KeyboardEvent): void {
    if (!this.#settle) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      this.#answer(false);
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [this.elements.message, this.elements.reject, this.elements.approve].filter(
      (element) => !element.hidden && !(element as HTMLButtonElement).disabled,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = this.elements.dialog.ownerDocument.activeElement;
    if (event.shiftKey && active === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first?.focus();
    }
  }
}
