// The public API of @latch/ui; `exports.test.ts` snapshots the names. Styles: `@latch/ui/styles.css`.
export { LatchProvider, type LatchProviderProps } from '../LatchProvider.js';
export { ConnectButton, type ConnectButtonProps } from '../components/ConnectButton/ConnectButton.js';
export { AccountButton } from '../components/AccountButton/AccountButton.js';
export { NetworkButton } from '../components/NetworkButton/NetworkButton.js';
export { useDisconnect, useLatchAccount, useWalletInfo } from '../api/account.js';
export { useLatchEvents } from '../api/events.js';
export { useLatchModal } from '../api/modal.js';
export { useLatchNetwork } from '../api/network.js';
export { useLatchProvider } from '../api/provider.js';
export { useLatch, useLatchSelector } from '../context/LatchContext.js';
export { THEME_PROPERTIES, themeStyle, type Theme, type ThemeMode, type ThemeOverrides, type ThemeProperty, type ThemeVariables } from '../theme/theme.js';
export { darkTheme, lightTheme, type OverlayBlur, type RadiusPreset, type ThemeOptions } from '../theme/themeFactories.js';
