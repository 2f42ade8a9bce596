import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ThemeMode = 'light' | 'dark' | 'system';

/**
 * The theme's mode (SPEC 4: light or dark, or the system's). The look itself (colours, radii, fonts)
 * is the UI's: `@latch/ui`'s typed `Theme`, overridden through `<LatchProvider theme>`.
 */
export interface ThemeState {
  themeMode: ThemeMode;
}

const initialState: ThemeState = { themeMode: 'system' };

export const themeSlice = createSlice({
  name: 'theme',
  initialState,
  reducers: {
    themeModeSet(state, action: PayloadAction<ThemeMode>) {
      state.themeMode = action.payload;
    },
  },
});
