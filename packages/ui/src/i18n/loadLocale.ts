import type { I18nValue } from '../context/I18nContext.js';
import { coreTranslator } from './coreTexts.js';
import { icuFill } from './icu.js';

/** A catalogue as translators' tools read it: ICU MessageFormat by message id, core's messages under `core.`. */
export type Catalogue = Readonly<Record<string, string>>;

export type LoadedLocale = Required<I18nValue>;

const json = (load: Promise<{ default: Catalogue }>) => load.then((module) => module.default);

/** The locales Latch ships, by tag: each one JSON catalogue of every message id (catalogues/<tag>.json), loaded only when chosen. */
export const SHIPPED_LOCALES: Readonly<Record<string, () => Promise<Catalogue>>> = {
  ar: () => json(import('./catalogues/ar.json', { with: { type: 'json' } })),
  de: () => json(import('./catalogues/de.json', { with: { type: 'json' } })),
  es: () => json(import('./catalogues/es.json', { with: { type: 'json' } })),
  fr: () => json(import('./catalogues/fr.json', { with: { type: 'json' } })),
  ja: () => json(import('./catalogues/ja.json', { with: { type: 'json' } })),
  ko: () => json(import('./catalogues/ko.json', { with: { type: 'json' } })),
  'pt-BR': () => json(import('./catalogues/pt-BR.json', { with: { type: 'json' } })),
  ru: () => json(import('./catalogues/ru.json', { with: { type: 'json' } })),
  tr: () => json(import('./catalogues/tr.json', { with: { type: 'json' } })),
  'zh-CN': () => json(import('./catalogues/zh-CN.json', { with: { type: 'json' } })),
  // Pseudo-locales for testing, made from the English catalogue: accented and longer, and the same right to left.
  'en-XA': () => import('./pseudoLocale.js').then((module) => module.pseudoCatalogue()),
  'ar-XB': () => import('./pseudoLocale.js').then((module) => module.pseudoCatalogue()),
};

/** Where a language's catalogue carries a region or script: Portuguese is Brazil's, Chinese is Simplified. */
const LANGUAGE_DEFAULTS: Readonly<Record<string, string>> = { pt: 'pt-BR', zh: 'zh-CN' };

/** The shipped catalogue for a tag: the exact one (pt-BR, en-XA), else its language's; Traditional Chinese has none. */
export function shippedTag(locale: string): string | undefined {
  const tag = new Intl.Locale(locale);
  if (SHIPPED_LOCALES[tag.baseName]) return tag.baseName;
  if (tag.language === 'zh' && tag.maximize().script !== 'Hans') return undefined;
  const shipped = LANGUAGE_DEFAULTS[tag.language] ?? tag.language;
  return SHIPPED_LOCALES[shipped] ? shipped : undefined;
}

/** Languages written right to left (a dApp may choose one Latch does not ship, with its own messages). */
const RIGHT_TO_LEFT = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'ps', 'sd', 'syr', 'ug', 'ur', 'yi']);

/** Splits a catalogue into the UI's messages and core's (its `core.` ids, by core's message id). */
function split(catalogue: Catalogue) {
  const messages: Record<string, string> = {};
  const core: Record<string, string> = {};
  for (const [id, text] of Object.entries(catalogue)) {
    if (id.startsWith('core.')) core[id.slice(5)] = text;
    else messages[id] = text;
  }
  return { messages, core };
}

/** A locale's catalogue, direction and formatter; a language Latch does not ship keeps the English messages (and its own number and date formats). */
export async function loadLocale(locale: string): Promise<LoadedLocale> {
  const { language } = new Intl.Locale(locale);
  const tag = shippedTag(locale);
  const { messages, core } = split(tag ? await SHIPPED_LOCALES[tag]!() : {});
  const fill = icuFill(locale);
  return { locale, dir: RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr', messages, coreText: coreTranslator(core, fill, locale), fill };
}
