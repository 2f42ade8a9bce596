import { useEffect, useMemo, type ReactNode } from 'react';
import type { Latch } from '@latch/core';
import { LatchContext, ThemeContext } from './context/LatchContext.js';
import { Modal } from './components/Modal/Modal.js';
import { themeStyle, type ThemeMode, type ThemeVariables } from './theme/theme.js';
import { preloadViews } from './views/registry.js';

export interface LatchProviderProps {
  latch: Latch;
  themeMode?: ThemeMode;
  themeVariables?: ThemeVariables;
  children?: ReactNode;
}

/** Makes a Latch instance available to its components and renders the modal. */
export function LatchProvider({ latch, themeMode = 'light', themeVariables, children }: LatchProviderProps) {
  const theme = useMemo(() => ({ mode: themeMode, style: themeStyle(themeVariables) }), [themeMode, themeVariables]);
  useEffect(() => whenIdle(preloadViews), []);
  return (
    <LatchContext.Provider value={latch}>
      <ThemeContext.Provider value={theme}>
        {children}
        <Modal />
      </ThemeContext.Provider>
    </LatchContext.Provider>
  );
}

/** Runs `task` once the browser has nothing better to do, so preloading never competes with the page's own start. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}
