import { themeSlice, type ThemeMode, type ThemeVariables } from '../features/options/themeSlice.js';
import type { Latch } from '../createLatch.js';

/** The theme (SPEC 3): light, dark or the system's, and overrides such as the accent or z-index. */
export const setThemeMode = (latch: Latch, mode: ThemeMode) => void latch.store.dispatch(themeSlice.actions.themeModeSet(mode));
export const setThemeVariables = (latch: Latch, variables: ThemeVariables) => void latch.store.dispatch(themeSlice.actions.themeVariablesSet(variables));
