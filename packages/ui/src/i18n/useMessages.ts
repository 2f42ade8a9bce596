
import type { Message } from '@latch/core';
import { useTheme } from '../context/LatchContext.js';
export type MessageValues = Readonly<Record<string, string | number>>;

/** Fills `{name}` placeholders; a placeholder with no value stays as written, so a slip shows instead of vanishing. */
export const fillMessage = (text: string, values?: MessageValues) => text.replace(/\{(\w+)\}/g, (match, name: string) => String(values?.[name] ?? match));

/**
 * The `t` of a component: its message by id in the active locale (formatted as ICU MessageFormat by
 * the locale's `fill`), else the English it carries in its own `messages.ts` (so each lazy view
 * brings its own English, and the page's entry only the entry's).
 */
export function useMessages<Id extends string>(english: Readonly<Record<Id, string>>) {
  const { messages, fill = fillMessage } = useTheme();
  return (id: Id, values?: MessageValues) => fill(messages[id] ?? english[id], values);
}

const english = (message: Message) => message.text;

/** Core's message (an error of SPEC 8, a snack) in the active locale, by its id; words without one as they are. */
export const useCoreText = () => useTheme().coreText ?? english;
