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
  overlayBlur: '--latch-overlay-blur',
  success: '--latch-success',
  successContrast: '--latch-success-contrast',
  fontFamily: '--latch-font',
  monoFontFamily: '--latch-font-mono',
  fontSizeXs: '--latch-font-xs',
  fontSizeSm: '--latch-font-sm',
  fontSizeMd: '--latch-font-md',
  fontSizeLg: '--latch-font-lg',
  fontSizeXl: '--latch-font-xl',
  fontSizeXxl: '--latch-font-xxl',
  fontWeightRegular: '--latch-weight-regular',
  fontWeightMedium: '--latch-weight-medium',
  fontWeightSemibold: '--latch-weight-semibold',
  fontWeightBold: '--latch-weight-bold',
  radiusModal: '--latch-radius-modal',
  radiusButton: '--latch-radius-button',
  radiusField: '--latch-radius-field',
  radiusIcon: '--latch-radius-icon',
  radiusAvatar: '--latch-radius-avatar',
  spacing: '--latch-space',
  modalWidth: '--latch-modal-width',
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
  /** The accent's foreground: text and icons on the accent. */
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
  /** The backdrop's colour, behind the dialog. */
  overlay: string;
  /** How much the backdrop blurs the page, a CSS length (`0px` for none). */
  overlayBlur: string;
  /** Confirmations, such as a success snack's icon. */
  success: string;
  /** Text and icons on the success colour. */
  successContrast: string;
  // Fonts.
  /** A CSS font-family list, for all text. */
  fontFamily: string;
  /** A CSS font-family list, for addresses and other machine text. */
  monoFontFamily: string;
  /** Font sizes, CSS lengths, smallest first: captions, secondary text, body, titles, headings, a large icon's letter. */
  fontSizeXs: string;
  fontSizeSm: string;
  fontSizeMd: string;
  fontSizeLg: string;
  fontSizeXl: string;
  fontSizeXxl: string;
  /** Font weights, CSS numbers: body text, the connect button, labels and buttons, headings. */
  fontWeightRegular: string;
  fontWeightMedium: string;
  fontWeightSemibold: string;
  fontWeightBold: string;
  // Radii, CSS lengths.
  /** The dialog's corners (the top ones of the phone's sheet). */
  radiusModal: string;
  /** Buttons, rows, tabs and banners; their inner parts take fractions of it. */
  radiusButton: string;
  /** Text fields and the boxes that hold a value. */
  radiusField: string;
  /** Wallet, token and network icons, and the QR code's frame. */
  radiusIcon: string;
  /** Round parts: avatars, status dots, badges and pills. */
  radiusAvatar: string;
  // Layout, CSS lengths.
  /** The spacing scale's unit: every gap, padding and margin is a multiple of it. */
  spacing: string;
  /** The dialog's width on a wide screen (on a phone it is the sheet's, the screen's). */
  modalWidth: string;
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

/** Any part of the theme, on top of the mode's. */
export type ThemeVariables = Partial<Theme>;

/**
 * What an app gives `<LatchProvider theme>`: overrides for whichever mode is on, or one set per mode
 * (`{ lightMode: lightTheme({ accentColor }), darkMode: darkTheme({ accentColor }) }`), as RainbowKit takes them.
 */
export type ThemeOverrides = ThemeVariables | { lightMode?: ThemeVariables; darkMode?: ThemeVariables };
