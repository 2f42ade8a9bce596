import type { Message, MessageId } from '@latch/core';
import { localAmount } from './localAmount.js';
import { fillPlurals } from './plural.js';
import { fillMessage } from './useMessages.js';

/**
 * Core's messages (SPEC 8's errors, Latch's own, the alerts) in a locale, by catalogue id; a
 * parameterised one says `{0}`, `{1}`… where the message's values go (its English is core's).
 */
export type CoreTranslations = Readonly<Record<MessageId, string>>;

/**
 * Shows one of core's messages in the locale by its id, its values kept: a count in the locale's
 * plural form, an amount in its digits and decimal sign ("1,5" in French). Words without an id (a
 * wallet's own) or an id the locale lacks show as core wrote them.
 */
export function coreTranslator(translations: Readonly<Partial<Record<string, string>>>, locale = 'en'): (message: Message) => string {
  return ({ id, values = [], text }) => {
    const translated = id === undefined ? undefined : translations[id];
    if (translated === undefined) return text;
    const written = values.map(String);
    // A plural chooses by the count as core wrote it; Intl writes it in the locale's digits.
    const plural = fillPlurals(translated, Object.fromEntries(written.entries()), locale);
    return fillMessage(plural, Object.fromEntries(written.map((value, index) => [index, localAmount(value, locale)])));
  };
}
