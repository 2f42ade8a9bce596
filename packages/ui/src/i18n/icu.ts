import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageValues } from './useMessages.js';

export type Fill = (text: string, values?: MessageValues) => string;

/**
 * A locale's ICU MessageFormat formatter (plurals by the locale's CLDR rules, `#` in its digits).
 * A placeholder given no value stays as written, as in English, so fillParts can put an element
 * there. Tags are text: no message carries markup. Loaded with a locale's catalogue, never by the
 * English path.
 */
export function icuFill(locale: string): Fill {
  const compiled = new Map<string, IntlMessageFormat>();
  return (text, values = {}) => {
    let format = compiled.get(text);
    if (!format) compiled.set(text, (format = new IntlMessageFormat(text, locale, undefined, { ignoreTag: true })));
    const kept = new Proxy(values, { has: () => true, get: (given, name: string) => given[name] ?? `{${name}}` });
    return String(format.format(kept));
  };
}
