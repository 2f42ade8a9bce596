import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Latch, LatchState } from '@latch/core';
import type { CSSProperties } from 'react';

export const LatchContext = createContext<Latch | null>(null);

export interface ThemeContextValue {
  /** The resolved mode: 'system' has become the browser's scheme. */
  mode: 'light' | 'dark';
  style: CSSProperties;
}
export const ThemeContext = createContext<ThemeContextValue>({ mode: 'light', style: {} });

export function useLatch(): Latch {
  const latch = useContext(LatchContext);
  if (!latch) throw new Error('Latch components and hooks must be used inside <LatchProvider>.');
  return latch;
}

/** Reads state from the Latch store and re-renders when the selected value changes. Selectors must return stable references. */
export function useLatchSelector<T>(selector: (state: LatchState) => T): T {
  return useLatchSelectorOf(useLatch(), selector);
}

/** The same, for a Latch instance at hand (the provider, before its context exists). */
export function useLatchSelectorOf<T>(latch: Latch, selector: (state: LatchState) => T): T {
  const read = () => selector(latch.getState());
  return useSyncExternalStore(latch.subscribe, read, read);
}

export const useTheme = () => useContext(ThemeContext);
