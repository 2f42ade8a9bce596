import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/lib/printer.js';
import type { Catalogue } from './loadLocale.js';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'áƀçđéƒĝĥíĵķĺɱñóþǫŕšţúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ';
const ACCENT = new Map([...PLAIN].map((letter, index) => [letter, [...ACCENTED][index]!]));
/** How much longer a pseudo-localized text is than its English: translations run about 40 % longer. */
export const PSEUDO_GROWTH = 0.4;
/** What marks a message as pseudo-localized where it starts and ends, so a clipped end shows and untranslated text stands out. */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

const accent = (text: string) => [...text].map((character) => ACCENT.get(character) ?? character).join('');

/** The literal text of a message accented, its placeholders, plurals and `#` kept. */
function accentElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: accent(element.value) };
    if (element.type === TYPE.plural || element.type === TYPE.select)
      return { ...element, options: Object.fromEntries(Object.entries(element.options).map(([key, option]) => [key, { ...option, value: accentElements(option.value) }])) };
    return element;
  });
}

/** The length of a message's words as English writes them (its placeholders not counted). */
const wordLength = (elements: MessageFormatElement[]): number =>
  elements.reduce((length, element) => length + (element.type === TYPE.literal ? element.value.length : element.type === TYPE.plural ? Math.max(...Object.values(element.options).map((option) => wordLength(option.value))) : 0), 0);

/** One English message pseudo-localized: ⟦Çóññéçţ Ŵáĺĺéţ ·····⟧, accented and padded to about 40 % longer. */
export function pseudoLocalize(english: string): string {
  const elements = parse(english, { ignoreTag: true });
  // The two marks and the space before the padding count toward the growth.
  const padding = '·'.repeat(Math.max(1, Math.ceil(wordLength(elements) * PSEUDO_GROWTH) - 3));
  return `${PSEUDO_OPEN}${printAST(accentElements(elements))} ${padding}${PSEUDO_CLOSE}`;
}

/** The pseudo-locale's catalogue, made from the English one when it is chosen (en-XA, and ar-XB right to left). */
export async function pseudoCatalogue(): Promise<Catalogue> {
  const { default: english } = await import('./catalogues/en.json', { with: { type: 'json' } });
  return Object.fromEntries(Object.entries(english as Catalogue).map(([id, text]) => [id, pseudoLocalize(text)]));
}
