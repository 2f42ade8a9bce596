// The frame's words in the modal's locale. Each screen keeps its English beside it (an exported
// `…Messages` object, which i18n:extract gathers into catalogues/en.json, the English the page
// carries inline) and asks for a message by id; the active locale's catalogue wins over the
// English. What a screen shows through `showText` is drawn again when the locale changes; anything
// else it writes (an email, the services' words without an id the frame knows) is data. Text goes
// in by textContent only.
import { IntlMessageFormat } from 'intl-messageformat';
import { FRAME_CATALOGUES, rightToLeft, type Catalogue } from './catalogues.js';
import englishCatalogue from './catalogues/en.json' with { type: 'json' };

export type MessageValues = Readonly<Record<string, string | number>>;
/** A message to draw: its id and values, kept so it can be drawn again in another locale. */
export interface MessageRef {
  id: string;
  values?: MessageValues;
}

const english: Catalogue = englishCatalogue;
let active: { tag: string | undefined; catalogue: Catalogue } = { tag: undefined, catalogue: {} };
let formats = new Map<string, IntlMessageFormat>();
let settled: Promise<void> = Promise.resolve();
const shownValues = new WeakMap<Element, MessageValues | undefined>();
const localeListeners = new Set<() => void>();

/** The locale the frame speaks: a shipped catalogue's tag, else English. */
export const activeLocale = () => active.tag ?? 'en';

/** A message of the active locale, by id, its values filled (plurals by the locale's rules). */
export function translate(id: string, values: MessageValues = {}): string {
  const text = active.catalogue[id] ?? english[id];
  if (text === undefined) throw new Error(`The frame has no message ${id}`);
  let format = formats.get(text);
  if (!format) formats.set(text, (format = new IntlMessageFormat(text, activeLocale(), undefined, { ignoreTag: true })));
  return String(format.format(values));
}

/** The `t` of a module, typed by the ids of its English (the `…Messages` object that i18n:extract reads). */
export const frameMessages =
  <Id extends string>(_english: Readonly<Record<Id, string>>) =>
  (id: Id, values?: MessageValues) =>
    translate(id, values);

/** Writes a message into `element`, and again in each locale chosen later. */
export function showText(element: HTMLElement, id: string, values?: MessageValues): void {
  element.dataset.i18n = id;
  shownValues.set(element, values);
  element.textContent = translate(id, values);
}

/** Writes words into `element`: a message by its id and values, drawn again in each locale, or data as it is. */
export function showWords(element: HTMLElement, words: MessageRef | string): void {
  if (typeof words === 'string') showData(element, words);
  else showText(element, words.id, words.values);
}

/** Writes data (an email, the services' words) or nothing into `element`: no message to redraw there. */
export function showData(element: HTMLElement, text: string): void {
  delete element.dataset.i18n;
  element.textContent = text;
}

/** Every message shown in `doc` in the active locale, the page's language and direction with them. */
export function localizeDocument(doc: Document): void {
  for (const element of Array.from(doc.querySelectorAll<HTMLElement>('[data-i18n]'))) element.textContent = translate(element.dataset.i18n!, shownValues.get(element));
  for (const element of Array.from(doc.querySelectorAll<HTMLElement>('[data-i18n-label]'))) element.setAttribute('aria-label', translate(element.dataset.i18nLabel!));
  doc.documentElement.lang = activeLocale();
  doc.documentElement.dir = rightToLeft(active.tag) ? 'rtl' : 'ltr';
}

/**
 * Makes `tag` (a shipped catalogue's, from catalogueTag; undefined for English) the frame's locale
 * once its catalogue is in, and draws `doc` again. Each choice waits for the one before, so the
 * last one wins; a catalogue that fails to load, or a page it cannot draw, leaves the words as they were.
 */
export function chooseLocale(tag: string | undefined, doc: Document): Promise<void> {
  settled = settled.then(async () => {
    if (tag === active.tag) return;
    const catalogue = tag === undefined ? {} : await FRAME_CATALOGUES[tag]!().catch(() => undefined);
    if (!catalogue) return;
    active = { tag, catalogue };
    formats = new Map();
    localizeDocument(doc);
    localeListeners.forEach((listener) => listener());
  });
  // A locale that could not be drawn leaves the words as they are; the choices after it, and the requests waiting for them, go on.
  settled = settled.catch((error: unknown) => console.warn('[wallet-frame] the locale could not be drawn', error));
  return settled;
}

/** Calls `listener` after each change of locale, until the returned function is called: a screen draws what it made of its data again. */
export function onLocaleChange(listener: () => void): () => void {
  localeListeners.add(listener);
  return () => localeListeners.delete(listener);
}

/** Resolves once the locale last chosen is in place: a screen drawn after it speaks that locale. */
export const localeSettled = () => settled;

/**
 * A decimal amount (`formatUnits`' "-1234.5") written as the active locale writes numbers, every
 * digit kept: its grouping, decimal sign and digits; a token's 18 or more decimals exceed what
 * Intl formats of a fraction, so those digits are written one by one.
 */
export function localAmount(decimal: string): string {
  const format = new Intl.NumberFormat(activeLocale());
  const [whole = '0', fraction = ''] = decimal.replace(/^-/, '').split('.');
  const sign = (type: Intl.NumberFormatPartTypes, fallback: string) => format.formatToParts(-1.5).find((part) => part.type === type)?.value ?? fallback;
  const digits = [...fraction].map((digit) => format.format(Number(digit))).join('');
  return `${decimal.startsWith('-') ? sign('minusSign', '-') : ''}${format.format(BigInt(whole))}${fraction ? `${sign('decimal', '.')}${digits}` : ''}`;
}

/** Items in a row as the active locale lists them ("1, 2, 3"). */
export const localList = (items: readonly string[]) => new Intl.ListFormat(activeLocale(), { type: 'unit', style: 'short' }).format(items);

/** A count or an ordinal position written in the active locale's digits. */
export const localNumber = (value: number | bigint) => new Intl.NumberFormat(activeLocale()).format(value);

/** A moment as the active locale writes a date and time, in UTC (the times the services give). */
export const localTime = (date: Date) => new Intl.DateTimeFormat(activeLocale(), { dateStyle: 'medium', timeStyle: 'long', timeZone: 'UTC' }).format(date);
