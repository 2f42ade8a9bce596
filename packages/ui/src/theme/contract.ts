/** `fontSizeXs` -> `font-size-xs`. */
type Kebab<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${Kebab<Tail>}` : S;

/** The custom property a theme variable sets on the modal's roots: `--latch-` and the key in kebab case. */
export type ThemeProperty<K extends keyof Theme = keyof Theme> = `--latch-${Kebab<K>}`;

/**
 * The custom property of a theme variable (the dialog, the snackbar and the connect button carry them);
 * the stylesheets read only these and give none a value of their own. Derived, not listed: the names
 * cost the page's entry nothing.
 */
export const propertyOf = <K extends keyof Theme>(key: K) => `--latch-${key.replace(/[A-Z]/g, (capital) => `-${capital.toLowerCase()}`)}` as ThemeProperty<K>;

/** Everything the modal's look is made of: one value per custom property (`propertyOf`, `THEME_PROPERTIES`). */
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
  /** How much the backdrop blurs the page, a CSS length, or `none` (not `0px`, which still has the browser composite the backdrop at each repaint). */
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
  // Font sizes, CSS lengths, smallest first.
  /** Captions, tags and hints. */
  fontSizeXs: string;
  /** Secondary text: a row's second line, a field's label. */
  fontSizeSm: string;
  /** Body text, fields and buttons. */
  fontSizeMd: string;
  /** The dialog's title and the copy button's icon. */
  fontSizeLg: string;
  /** Headings (the balance, the profile name) and the header's icons. */
  fontSizeXl: string;
  /** A large icon's letter while its image loads. */
  fontSizeXxl: string;
  // Font weights, CSS numbers.
  /** Body text where a parent is bolder. */
  fontWeightRegular: string;
  /** The connect button and badges. */
  fontWeightMedium: string;
  /** Buttons, labels, titles and row names. */
  fontWeightSemibold: string;
  /** Headings, an icon's letter and alert icons. */
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
