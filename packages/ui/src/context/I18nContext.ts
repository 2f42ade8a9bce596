import { createContext, useContext } from 'react';

/** What the modal shows in: the active locale, its writing direction and its messages (the dApp's overrides merged in). */
export interface I18nValue {
  locale: string;
  dir: 'ltr' | 'rtl';
  /** By message id; an id missing here shows its English. */
  messages: Readonly<Record<string, string>>;
  /** Core's texts (SPEC 8's errors, snacks) in this locale; absent while the UI is in English. */
  coreText?: (text: string) => string;
}

export const I18nContext = createContext<I18nValue>({ locale: 'en', dir: 'ltr', messages: {} });

export const useI18n = () => useContext(I18nContext);
