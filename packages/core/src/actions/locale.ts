import { optionsSlice, type MessageOverrides } from '../features/options/optionsSlice.js';
import type { Latch } from '../createLatch.js';

/**
 * The UI's language at run time ('fr', 'ar'): the modal re-renders in it once its messages have loaded.
 * Canonicalised as createLatch does; what is not a BCP 47 tag throws Intl's RangeError and changes nothing.
 */
export const setLocale = (latch: Latch, locale: string) => void latch.store.dispatch(optionsSlice.actions.languageSet({ locale: Intl.getCanonicalLocales(locale)[0]! }));
/** Replaces the dApp's overrides of single messages, by message id. */
export const setMessages = (latch: Latch, messages: MessageOverrides) => void latch.store.dispatch(optionsSlice.actions.languageSet({ messages: { ...messages } }));
