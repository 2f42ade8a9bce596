import { createContext, useContext, type Context } from 'react';
import { createSelectorHook, type ReactReduxContextValue, type UseSelector } from 'react-redux';
import type { Latch, LatchState } from '@latch/core';
import type { CSSProperties } from 'react';
import type { I18nValue } from './I18nContext.js';

export const LatchContext = createContext<Latch | null>(null);

/** react-redux's binding of the instance's store, through a context of Latch's own: a host app's Redux store never meets it. */
export const LatchStoreContext: Context<ReactReduxContextValue<LatchState> | null> = createContext<ReactReduxContextValue<LatchState> | null>(null);

/** How the modal's roots look (the theme) and read (the locale: see I18nContext). */
export interface ThemeContextValue extends I18nValue {
  /** The resolved mode: 'system' has become the browser's scheme. */
  mode: 'light' | 'dark';
  style: CSSProperties;
}
export const ThemeContext = createContext<ThemeContextValue>({ mode: 'light', style: {}, locale: 'en', dir: 'ltr', messages: {} });

export function useLatch(): Latch {
  const latch = useContext(LatchContext);
  if (!latch) throw new Error('Latch components and hooks must be used inside <LatchProvider>.');
  return latch;
}

/** Reads state from the Latch store through one of core's selectors, and re-renders when the selected value changes. */
export const useLatchSelector: UseSelector<LatchState> = createSelectorHook(LatchStoreContext).withTypes<LatchState>();

export const useTheme = () => useContext(ThemeContext);
