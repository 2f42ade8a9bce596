import { useTheme } from '../context/LatchContext.js';
import { fillMessage, type MessageValues } from './useMessages.js';

/** One form of a plural: its category (or an exact `=2`) and its text, which may hold `{name}` placeholders and `#`. */
const FORM = /(=\d+|zero|one|two|few|many|other)\s*\{((?:[^{}]|\{\w+\})*)\}/g;
/** `{count, plural, one {# second} other {# seconds}}`: the ICU plural syntax, without nesting (English's, before any locale loads). */
const PLURAL = /\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{(?:[^{}]|\{\w+\})*\})+)\s*\}/g;

/**
 * Picks each plural's form for its count by the locale's rules (Intl.PluralRules: French's one
 * takes 0 and 1, Arabic has zero, one, two, few, many and other), `#` written as the count in
 * the locale's digits. An exact `=n` wins over the category; `other` is the fallback.
 */
export function fillPlurals(text: string, values: MessageValues, locale: string): string {
  if (!text.includes(', plural,')) return text;
  const rules = new Intl.PluralRules(locale);
  return text.replace(PLURAL, (block, name: string, body: string) => {
    if (values[name] === undefined) return block;
    const count = Number(values[name]);
    const forms = new Map([...body.matchAll(FORM)].map((form) => [form[1]!, form[2]!]));
    const form = forms.get(`=${count}`) ?? forms.get(rules.select(count)) ?? forms.get('other') ?? '';
    return form.replace(/#/g, new Intl.NumberFormat(locale).format(count));
  });
}

/** A message with a count: useMessages' `t` that also picks the plural forms (a loaded locale's `fill` does both). */
export function usePluralMessages<Id extends string>(english: Readonly<Record<Id, string>>) {
  const { messages, locale, fill } = useTheme();
  return (id: Id, values: MessageValues) => (fill ? fill(messages[id] ?? english[id], values) : fillMessage(fillPlurals(messages[id] ?? english[id], values, locale), values));
}
