import type { I18nValue } from '../context/I18nContext.js';
import { coreTranslator, type CoreTranslations } from './coreTexts.js';

/**
 * What a shipped locale's module gives: a message for every id the components and views carry in
 * English (each in its own `messages.ts`; locales.test.ts holds a locale to exactly those ids), and
 * core's texts by their English.
 */
export interface ShippedLocale {
  messages: Readonly<Record<string, string>>;
  core: CoreTranslations;
}

export type LoadedLocale = Required<I18nValue>;

/** The locales Latch ships, by language: each a catalogue of every message id, loaded only when chosen. */
export const SHIPPED_LOCALES: Readonly<Record<string, () => Promise<{ default: ShippedLocale }>>> = {
  fr: () => import('./locales/fr/index.js'),
  ar: () => import('./locales/ar/index.js'),
};

/** Languages written right to left (a dApp may choose one Latch does not ship, with its own messages). */
const RIGHT_TO_LEFT = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'ps', 'sd', 'syr', 'ug', 'ur', 'yi']);

/** A locale's catalogue and direction; a language Latch does not ship keeps the English messages (and its own number and date formats). */
export async function loadLocale(locale: string): Promise<LoadedLocale> {
  const { language } = new Intl.Locale(locale);
  const shipped = (await SHIPPED_LOCALES[language]?.())?.default;
  return { locale, dir: RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr', messages: shipped?.messages ?? {}, coreText: coreTranslator(shipped?.core ?? {}, locale) };
}
