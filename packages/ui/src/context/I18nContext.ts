import type { Message } from '@latch/core';
import type { Fill } from '../i18n/icu.js';

/**
 * What the modal shows in: the active locale, its writing direction and its messages (the dApp's
 * overrides merged in). It rides on ThemeContext (useTheme), which every root of the modal already
 * reads: one context less in the page's entry.
 */
export interface I18nValue {
  locale: string;
  dir: 'ltr' | 'rtl';
  /** By message id; an id missing here shows its English. */
  messages: Readonly<Record<string, string>>;
  /** Core's messages (SPEC 8's errors, snacks) in this locale, by id; absent while the UI is in English. */
  coreText?: (message: Message) => string;
  /** Formats a message (ICU MessageFormat) in this locale; absent while the UI is in English, which fills its placeholders itself. */
  fill?: Fill;
}
