import { useMemo, type ReactNode } from 'react';
import type { Latch } from '@latch/core';
import { LatchContext, ThemeContext } from './context/LatchContext.js';
import { Modal } from './components/Modal/Modal.js';
import { themeStyle, type ThemeMode, type ThemeVariables } from './theme/theme.js';

export interface LatchProviderProps {
  latch: Latch;
  themeMode?: ThemeMode;
  themeVariables?: ThemeVariables;
  children?: ReactNode;
}

/** Makes a Latch instance available to its components and renders the modal. */
export function LatchProvider({ latch, themeMode = 'light', themeVariables, children }: LatchProviderProps) {
  const theme = useMemo(() => ({ mode: themeMode, style: themeStyle(themeVariables) }), [themeMode, themeVariables]);
  return (
    <LatchContext.Provider value={latch}>
      <ThemeContext.Provider value={theme}>
        {children}
        <Modal />
      </ThemeContext.Provider>
    </LatchContext.Provider>
  );
}
