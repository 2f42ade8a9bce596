import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ThemeMode = 'light' | 'dark' | 'system';

/** Overrides of the modal's look; the UI turns them into CSS custom properties. */
export interface ThemeVariables {
  /** The accent colour, any CSS colour. */
  accent?: string;
  fontFamily?: string;
  /** The base corner radius, a CSS length. */
  borderRadius?: string;
  /** SPEC 9: 999 by default. */
  zIndex?: number;
}

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
