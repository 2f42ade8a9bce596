import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { setThemeMode, type Latch } from '@latch/core';
import { selectHasSnack, selectTheme } from '@latch/core/internal';
import { LatchContext, LatchStoreContext, ThemeContext, useLatchSelector } from './context/LatchContext.js';
import { Modal } from './components/Modal/Modal.js';
import { themeStyle, type ThemeMode, type ThemeOverrides } from './theme/theme.js';
import { useColorScheme } from './theme/useColorScheme.js';
import { preloadViews } from './views/registry.js';
import { whenIdle } from './hooks/whenIdle.js';
import { useLocaleCatalogue } from './i18n/useLocaleCatalogue.js';

export interface LatchProviderProps {
  latch: Latch;
  /** Sets core's theme mode ('light', 'dark' or 'system'); without it, the config's (or `setThemeMode`'s) applies. */
  themeMode?: ThemeMode;
  /**
   * Overrides of the mode's theme, token by token (`{ accent: '#0a84ff', zIndex: 2000 }`), a whole theme
   * (`darkTheme({ accentColor: '#0a84ff', borderRadius: 'small' })`), or one per mode (`{ lightMode, darkMode }`):
   * a misspelt token is a type error.
   */
  theme?: ThemeOverrides;
  children?: ReactNode;
}

// The snackbar loads with the first snack, not with the page.
const Snackbar = lazy(() => import('./components/Snackbar/Snackbar.js').then((module) => ({ default: module.Snackbar })));

function SnackbarSlot() {
  const hasSnack = useLatchSelector(selectHasSnack);
  return hasSnack ? (
    <Suspense fallback={null}>
      <Snackbar />
    </Suspense>
  ) : null;
}

/** Makes a Latch instance available to its components and renders the modal, in core's theme mode with the `theme` overrides. */
export function LatchProvider({ latch, ...props }: LatchProviderProps) {
  return (
    <LatchContext.Provider value={latch}>
      <Provider store={latch.store} context={LatchStoreContext}>
        <ThemedModal latch={latch} {...props} />
      </Provider>
    </LatchContext.Provider>
  );
}

function ThemedModal({ latch, themeMode, theme, children }: LatchProviderProps) {
  useEffect(() => {
    if (themeMode) setThemeMode(latch, themeMode);
  }, [latch, themeMode]);
  const coreMode = useLatchSelector(selectTheme).themeMode;
  const scheme = useColorScheme();
  // The prop wins on the first render too, before the effect has told core.
  const wanted = themeMode ?? coreMode;
  const mode = wanted === 'system' ? scheme : wanted;
  const { locale, overrides, catalogue } = useLocaleCatalogue();
  const value = useMemo(
    () => ({ mode, style: themeStyle(mode, theme), dir: 'ltr' as const, ...catalogue, locale, messages: { ...catalogue?.messages, ...overrides } }),
    [mode, theme, locale, catalogue, overrides],
  );
  // Connect is what a first click opens (Account once a reconnect has restored the wallet, and it comes next).
  useEffect(() => preloadViews('Connect', whenIdle), []);
  return (
    <ThemeContext.Provider value={value}>
      {children}
      <Modal />
      <SnackbarSlot />
    </ThemeContext.Provider>
  );
}
