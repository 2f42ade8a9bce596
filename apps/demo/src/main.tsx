import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@latch/ui/styles.css';
import './demo.css';
import { App } from './App.js';
import { latch } from './latch.js';

// For the browser console, and for the suite that checks no key of the embedded wallet reaches this origin's state.
Object.assign(window, { latch });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
