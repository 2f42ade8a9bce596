import { themeSlice, type ThemeMode } from '../features/options/themeSlice.js';
import type { Latch } from '../createLatch.js';

/** The theme's mode (SPEC 3, 4): light, dark or the system's. */
export const setThemeMode = (latch: Latch, mode: ThemeMode) => void latch.store.dispatch(themeSlice.actions.themeModeSet(mode));
