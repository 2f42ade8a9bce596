import { useEffect, useState } from 'react';
import { messageOf, suggestNames, type Message } from '@latch/core';
import { useLatch } from '../../context/LatchContext.js';

/** Waits this long after the last keystroke before asking for suggestions. */
export const SUGGEST_DELAY_MS = 300;

export type Suggestions =
  | { status: 'idle' }
  | { status: 'loading'; label: string }
  | { status: 'ready'; label: string; names: { name: string; registered: boolean }[] }
  | { status: 'failed'; label: string; message: Message };

/** The services' names like `label` (the exact one first, with whether it is taken, then free ones), asked once typing pauses. */
export function useNameSuggestions(label: string, valid: boolean): Suggestions {
  const latch = useLatch();
  const [suggestions, setSuggestions] = useState<Suggestions>({ status: 'idle' });
  useEffect(() => {
    if (!valid) return setSuggestions({ status: 'idle' });
    let live = true;
    setSuggestions({ status: 'loading', label });
    const timer = setTimeout(() => {
      suggestNames(latch, label).then(
        (names) => live && setSuggestions({ status: 'ready', label, names }),
        (error: unknown) => live && setSuggestions({ status: 'failed', label, message: messageOf(error) }),
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [latch, label, valid]);
  return suggestions;
}
