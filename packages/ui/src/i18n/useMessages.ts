
import type { Message } from '@latch/core';
import { useTheme } from '../context/LatchContext.js';
export type MessageValues = Readonly<Record<string, string | number>>;

/** Fills `{name}` placeholders; a placeholder with no value stays as written, so a slip shows instead of vanishing. */
export const fillMessage = (text: string, values?: MessageValues) => text.replace(/\{(\w+)\}/g, (match, name: string) => String(values?.[name] ?? match));

/**
 * The `t` of a component: its message by id in the active locale, else the English it carries in its
 * own `messages.ts` (so each lazy view brings its own English, and the page's entry only the entry's).
 * Its placeholders are filled here, without the ICU library: a message with a plural goes through
 * usePluralMessages, which a loaded locale formats as ICU (icu.test.ts holds the two to one output).
 */
export function useMessages<Id extends string>(english: Readonly<Record<Id, string>>) {
  const { messages } = useTheme();
  return (id: Id, values?: MessageValues) => fillMessage(messages[id] ?? english[id], values);
}

const english = (message: Message) => message.text;

/** Core's message (an error of SPEC 8, a snack) in the active locale, by its id; words without one as they are. */
export const useCoreText = () => useTheme().coreText ?? english;
