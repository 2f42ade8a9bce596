import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Latch } from '@latch/core';
import type { ThemeOverrides } from '@latch/ui';
import '@latch/ui/styles.css';
import './demo.css';
import { App } from './App.js';

/** Renders the demo page with `latch`, in the shipped themes or `theme`'s. */
export function mountDemo(latch: Latch, theme?: ThemeOverrides): void {
  const root = createRoot(document.getElementById('root')!);
  // For the browser console, and for the suites (the embedded wallet's keys never reach this origin's state;
  // destroy leaves nothing behind). Its destroy is a dApp's teardown: the React tree (Latch's hooks and modal
  // with it) goes first, then the instance.
  (window as unknown as { latch: Latch }).latch = { ...latch, destroy: () => (root.unmount(), latch.destroy()) };
  root.render(
    <StrictMode>
      <App latch={latch} theme={theme} />
    </StrictMode>,
  );
}
