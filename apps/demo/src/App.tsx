import { lazy, Suspense, useState } from 'react';
import type { Latch } from '@latch/core';
import { ConnectButton, LatchProvider, type ThemeMode, type ThemeOverrides } from '@latch/ui';

// The page's content loads after the entry; the header and its connect button paint with the entry.
const DemoPage = lazy(() => import('./DemoPage.js'));

export function App({ latch, theme: overrides }: { latch: Latch; theme?: ThemeOverrides }) {
  const [theme, setTheme] = useState<ThemeMode>('light');
  return (
    <LatchProvider latch={latch} themeMode={theme} theme={overrides}>
      <header className="demo-header">
        <h1>Latch demo</h1>
        <div className="demo-actions">
          <button type="button" className="demo-toggle" onClick={() => setTheme(theme === 'light' ? 'dark' : 'light')}>
            {theme === 'light' ? 'Dark theme' : 'Light theme'}
          </button>
          <ConnectButton />
        </div>
      </header>
      <Suspense fallback={null}>
        <DemoPage />
      </Suspense>
    </LatchProvider>
  );
}
