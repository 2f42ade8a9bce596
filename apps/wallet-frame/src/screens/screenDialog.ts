// What the frame's screens share: their element factory, a labelled modal dialog (styled as the
// code screen) whose title and intro are named `<id>-title` and `<id>-intro`, and their common words.
import { ServicesError } from '../services/client.js';
import type { ServicesWords } from '../services/servicesWords.js';
import { showText } from '../i18n/translate.js';

/** The words every screen of the frame (and the device page) shows. */
export const screenMessages = {
  'screen.brand': 'Latch wallet',
  'screen.failed': 'Something went wrong',
  'screen.preparing': 'Preparing…',
} as const;

export type MakeElement = <K extends keyof HTMLElementTagNameMap>(tag: K, props?: Partial<HTMLElementTagNameMap[K]>) => HTMLElementTagNameMap[K];

export const elementMaker =
  (doc: Document): MakeElement =>
  (tag, props = {}) =>
    Object.assign(doc.createElement(tag), props);

/** A hidden `<section id={id} role="dialog">`, labelled by its title and described by its intro. */
export function screenDialog(make: MakeElement, id: string): HTMLElement {
  const dialog = make('section', { id, className: `code ${id}`, hidden: true });
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-labelledby', `${id}-title`);
  dialog.setAttribute('aria-describedby', `${id}-intro`);
  return dialog;
}

/** An error's words for the screen: the services' in the person's locale where the frame knows their id, else the error's own, else the frame's. */
export function messageOf(error: unknown): ServicesWords {
  if (error instanceof ServicesError) return error.words;
  return error instanceof Error && error.message ? error.message : { id: 'screen.failed' };
}

/** The wallet's name above a screen's title. */
export function brandLine(make: MakeElement): HTMLElement {
  const brand = make('p', { className: 'brand' });
  showText(brand, 'screen.brand');
  return brand;
}
