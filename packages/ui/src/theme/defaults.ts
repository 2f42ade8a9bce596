import { DEFAULT_Z_INDEX } from '@latch/core/internal';
import { propertyOf, type Theme } from './contract.js';

/** What the light and the dark theme share: fonts, sizes, radii (the 'large' preset), spacing, shadows. */
const shared = {
  overlayBlur: 'none',
  fontFamily: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  monoFontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSizeXs: '12px',
  fontSizeSm: '13px',
  fontSizeMd: '14px',
  fontSizeLg: '16px',
  fontSizeXl: '18px',
  fontSizeXxl: '24px',
  fontWeightRegular: '400',
  fontWeightMedium: '500',
  fontWeightSemibold: '600',
  fontWeightBold: '700',
  radiusModal: '16px',
  radiusButton: '12px',
  radiusField: '12px',
  radiusIcon: '10px',
  radiusAvatar: '999px',
  spacing: '4px',
  modalWidth: '360px',
  focusRing: `0 0 0 3px color-mix(in srgb, var(${propertyOf('accent')}) 45%, transparent)`,
  shadowSmall: '0 1px 2px rgba(0, 0, 0, 0.08)',
  shadowMedium: '0 12px 24px rgba(0, 0, 0, 0.18)',
  shadowLarge: '0 24px 48px rgba(0, 0, 0, 0.2)',
  success: '#15803d',
  successContrast: '#ffffff',
  zIndex: DEFAULT_Z_INDEX,
} satisfies Partial<Theme>;

/** The light mode's theme as it ships; `lightTheme(options)` starts from it. */
export const LIGHT: Theme = {
  ...shared,
  accent: '#4f46e5',
  accentContrast: '#ffffff',
  background: '#ffffff',
  surface: '#f3f4f6',
  surfaceHover: '#e5e7eb',
  foreground: '#111827',
  muted: '#4b5563',
  border: '#e5e7eb',
  danger: '#b91c1c',
  overlay: 'rgba(17, 24, 39, 0.45)',
};

/** The dark mode's theme as it ships; `darkTheme(options)` starts from it. */
export const DARK: Theme = {
  ...shared,
  accent: '#818cf8',
  accentContrast: '#0b0d12',
  background: '#14161c',
  surface: '#1f232b',
  surfaceHover: '#2a2f39',
  foreground: '#f3f4f6',
  muted: '#a1a7b3',
  border: '#2a2f39',
  danger: '#f87171',
  overlay: 'rgba(0, 0, 0, 0.6)',
};
