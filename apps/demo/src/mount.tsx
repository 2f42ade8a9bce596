import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Latch } from '@latch/core';
import '@latch/ui/styles.css';
import './demo.css';
import { App } from './App.js';

/** Renders the demo page with `latch`. */
export function mountDemo(latch: Latch): void {
  // For the browser console, and for the suite that checks no key of the embedded wallet reaches this origin's state.
  Object.assign(window, { latch });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App latch={latch} />
    </StrictMode>,
  );
}
