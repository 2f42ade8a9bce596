import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ThemeMode = 'light' | 'dark' | 'system';

/**
 * Overrides of the modal's look, as plain data (colours, radii, fonts, shadows, z-index by name).
 * The UI owns their typed contract (`@latch/ui`'s `ThemeVariables`) and turns them into CSS
 * custom properties; core only keeps them.
 */
export type ThemeVariables = Readonly<Record<string, string | number | undefined>>;

export interface ThemeState {
  themeMode: ThemeMode;
  themeVariables: ThemeVariables;
}

const initialState: ThemeState = { themeMode: 'system', themeVariables: {} };

export const themeSlice = createSlice({
  name: 'theme',
  initialState,
  reducers: {
    themeModeSet(state, action: PayloadAction<ThemeMode>) {
      state.themeMode = action.payload;
    },
    /** Merges overrides; a key set to undefined goes back to the default. */
    themeVariablesSet(state, action: PayloadAction<ThemeVariables>) {
      state.themeVariables = Object.fromEntries(Object.entries({ ...state.themeVariables, ...action.payload }).filter(([, v]) => v !== undefined));
    },
  },
});
