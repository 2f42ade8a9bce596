import { DEFAULT_Z_INDEX } from '@latch/core/internal';

/**
 * The custom property each theme variable sets on the modal's roots (the dialog, the snackbar, the
 * connect button); the stylesheets read only these and give none a value of their own.
 */
export const THEME_PROPERTIES = {
  accent: '--latch-accent',
  accentContrast: '--latch-accent-contrast',
  background: '--latch-bg',
  surface: '--latch-surface',
  surfaceHover: '--latch-surface-hover',
  foreground: '--latch-fg',
  muted: '--latch-muted',
  border: '--latch-border',
  danger: '--latch-danger',
  overlay: '--latch-overlay',
  success: '--latch-success',
  successContrast: '--latch-success-contrast',
  fontFamily: '--latch-font',
  monoFontFamily: '--latch-font-mono',
  borderRadius: '--latch-radius',
  focusRing: '--latch-focus',
  shadowSmall: '--latch-shadow-sm',
  shadowMedium: '--latch-shadow-md',
  shadowLarge: '--latch-shadow-lg',
  zIndex: '--latch-z-index',
} as const satisfies { readonly [K in keyof Theme]: `--latch-${string}` };

/** Everything the modal's look is made of: one value per custom property of THEME_PROPERTIES. */
export interface Theme {
  // Colours, any CSS colour.
  /** Buttons, links and the focus ring's hue. */
  accent: string;
  /** Text on the accent. */
  accentContrast: string;
  /** The dialog's own background. */
  background: string;
  /** Rows, fields and secondary buttons. */
  surface: string;
  /** `surface` under the pointer. */
  surfaceHover: string;
  /** Body text. */
  foreground: string;
  /** Secondary text and icons. */
  muted: string;
  /** Dividers and outlines. */
  border: string;
  /** Errors and destructive actions. */
  danger: string;
  /** The backdrop behind the dialog. */
  overlay: string;
  /** Confirmations, such as a success snack's icon. */
  success: string;
  /** Text and icons on the success colour. */
  successContrast: string;
  // Fonts.
  /** A CSS font-family list, for all text. */
  fontFamily: string;
  /** A CSS font-family list, for addresses and other machine text. */
  monoFontFamily: string;
  // Radii.
  /** The base corner radius, a CSS length; smaller parts use fractions of it. */
  borderRadius: string;
  // Shadows.
  /** The focus ring, a CSS box-shadow. */
  focusRing: string;
  /** A CSS box-shadow lifting a small part, such as the selected tab. */
  shadowSmall: string;
  /** A CSS box-shadow for floating parts outside the dialog, such as the snackbar. */
  shadowMedium: string;
  /** A CSS box-shadow for the dialog. */
  shadowLarge: string;
  // Stacking.
  /** SPEC 9: 999 by default. */
  zIndex: number;
}

/** What an app may override (`<LatchProvider theme>`): any part of the theme, on top of the mode's. */
export type ThemeVariables = Partial<Theme>;

const shared = {
  fontFamily: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  monoFontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  borderRadius: '16px',
  focusRing: `0 0 0 3px color-mix(in srgb, var(${THEME_PROPERTIES.accent}) 45%, transparent)`,
  shadowSmall: '0 1px 2px rgba(0, 0, 0, 0.08)',
  shadowMedium: '0 12px 24px rgba(0, 0, 0, 0.18)',
  shadowLarge: '0 24px 48px rgba(0, 0, 0, 0.2)',
  success: '#15803d',
  successContrast: '#ffffff',
  zIndex: DEFAULT_Z_INDEX,
} satisfies Partial<Theme>;

export const lightTheme: Theme = {
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

export const darkTheme: Theme = {
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
