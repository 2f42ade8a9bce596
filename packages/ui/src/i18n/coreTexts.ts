import { localAmount } from './localAmount.js';
import { fillPlurals } from './plural.js';
import { fillMessage } from './useMessages.js';

/**
 * Core's user-facing texts (SPEC 8's errors, Latch's own, the alerts) stay English in core; a locale
 * translates them by their English, a parameterised one written as a template with `{0}`, `{1}`…
 * (see coreEnglish.ts). Keyed by the English so the UI needs none of core's catalogue to match them.
 */
export type CoreTranslations = Readonly<Record<string, string>>;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Turns one of core's English texts into the locale's, its values kept: a count in the locale's plural
 * form, an amount in its digits and decimal sign ("1,5" in French). A text it does not know stays as it is.
 */
export function coreTranslator(translations: CoreTranslations, locale = 'en'): (text: string) => string {
  const templates = Object.keys(translations)
    .filter((english) => /\{\d\}/.test(english))
    .map((english) => ({ english, pattern: new RegExp(`^${escaped(english).replace(/\\\{\d\\\}/g, '(.*)')}$`) }));
  return (text) => {
    const exact = translations[text];
    if (exact) return exact;
    for (const { english, pattern } of templates) {
      const match = pattern.exec(text);
      if (!match) continue;
      const written = match.slice(1);
      // A plural chooses by the count as core wrote it; Intl writes it in the locale's digits.
      const plural = fillPlurals(translations[english]!, Object.fromEntries(written.entries()), locale);
      return fillMessage(plural, Object.fromEntries(written.map((value, index) => [index, localAmount(value, locale)])));
    }
    return text;
  };
}
