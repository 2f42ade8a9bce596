import type { Message, MessageId } from '@latch/core';
import type { Fill } from './icu.js';
import { localAmount } from './localAmount.js';

/** Core's messages (SPEC 8's errors, Latch's own, the alerts) in a locale, by catalogue id; `{0}`, `{1}`… stand where the message's values go. */
export type CoreTranslations = Readonly<Record<MessageId, string>>;

/**
 * Shows one of core's messages in the locale by its id, its values kept: a count (a number) in the
 * locale's plural form, an amount (a decimal string) in its digits and decimal sign ("1,5" in
 * French). Words without an id (a wallet's own) or an id the locale lacks show as core wrote them.
 */
export function coreTranslator(translations: Readonly<Partial<Record<string, string>>>, fill: Fill, locale: string): (message: Message) => string {
  return ({ id, values = [], text }) => {
    const translated = id === undefined ? undefined : translations[id];
    if (translated === undefined) return text;
    return fill(translated, Object.fromEntries(values.map((value, index) => [index, typeof value === 'number' ? value : localAmount(String(value), locale)])));
  };
}
