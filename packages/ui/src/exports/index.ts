// The public API of @latch/ui; `exports.test.ts` snapshots the names. Styles: `@latch/ui/styles.css`.
export { LatchProvider, type LatchProviderProps } from '../LatchProvider.js';
export { ConnectButton, type ConnectButtonProps } from '../components/ConnectButton/ConnectButton.js';
export { useLatch, useLatchSelector } from '../context/LatchContext.js';
export { darkTheme, lightTheme, THEME_PROPERTIES, themeStyle, type Theme, type ThemeMode, type ThemeVariables } from '../theme/theme.js';
