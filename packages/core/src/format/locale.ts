import { invalidLocaleMessage } from '../errors/startupMessages.js';
import { LatchError } from '../errors/LatchError.js';

/** A BCP 47 tag in its canonical form ('fr-fr' is 'fr-FR'); anything else is refused with a message that says what to give. */
export function canonicalLocale(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0]!;
  } catch {
    throw new LatchError(invalidLocaleMessage(locale));
  }
}
