import { fillPlurals } from './plural.js';
import { fillMessage } from './useMessages.js';

/**
 * Core's user-facing texts (SPEC 8's errors, Latch's own, the alerts) stay English in core; a locale
 * translates them by their English, a parameterised one written as a template with `{0}`, `{1}`…
 * (see coreEnglish.ts). Keyed by the English so the UI needs none of core's catalogue to match them.
 */
export type CoreTranslations = Readonly<Record<string, string>>;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Turns one of core's English texts into the locale's, its values kept (a count in the locale's plural form); a text it does not know stays as it is. */
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
      const values = Object.fromEntries(match.slice(1).entries());
      return fillMessage(fillPlurals(translations[english]!, values, locale), values);
    }
    return text;
  };
}
