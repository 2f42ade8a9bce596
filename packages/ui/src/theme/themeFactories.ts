import type { Theme } from './contract.js';
import { DARK, LIGHT } from './defaults.js';

/** Corner presets, as RainbowKit names them; 'large' is the default look. */
export type RadiusPreset = 'none' | 'small' | 'medium' | 'large';

/** How much the backdrop blurs the page behind the dialog. */
export type OverlayBlur = 'none' | 'small' | 'large';

export interface ThemeOptions {
  /** Buttons, links and the focus ring, any CSS colour. */
  accentColor?: string;
  /** Text and icons on the accent; keep it readable on `accentColor`. */
  accentColorForeground?: string;
  /** The corners of the dialog, buttons, fields and icons. */
  borderRadius?: RadiusPreset;
  /** A CSS font-family list for all text. */
  fontFamily?: string;
  overlayBlur?: OverlayBlur;
}

type Radii = Pick<Theme, 'radiusModal' | 'radiusButton' | 'radiusField' | 'radiusIcon' | 'radiusAvatar'>;

const radii = (modal: string, button: string, icon: string, avatar = '999px'): Radii => ({
  radiusModal: modal,
  radiusButton: button,
  radiusField: button,
  radiusIcon: icon,
  radiusAvatar: avatar,
});

export const RADIUS_PRESETS: Readonly<Record<RadiusPreset, Radii>> = {
  none: radii('0px', '0px', '0px', '0px'),
  small: radii('8px', '6px', '4px'),
  medium: radii('12px', '8px', '6px'),
  large: radii('16px', '12px', '10px'),
};

export const OVERLAY_BLURS: Readonly<Record<OverlayBlur, string>> = { none: 'none', small: '4px', large: '20px' };

function themeFrom(base: Theme, { accentColor, accentColorForeground, borderRadius = 'large', fontFamily, overlayBlur = 'none' }: ThemeOptions): Theme {
  return {
    ...base,
    ...RADIUS_PRESETS[borderRadius],
    overlayBlur: OVERLAY_BLURS[overlayBlur],
    ...(accentColor && { accent: accentColor }),
    ...(accentColorForeground && { accentContrast: accentColorForeground }),
    ...(fontFamily && { fontFamily }),
  };
}

/** The light theme, with an accent, corners, font and backdrop of the app's choosing: `theme={lightTheme({ accentColor: '#0a84ff', borderRadius: 'small' })}`. */
export const lightTheme = (options: ThemeOptions = {}): Theme => themeFrom(LIGHT, options);

/** The dark theme, taking the same options as `lightTheme`. */
export const darkTheme = (options: ThemeOptions = {}): Theme => themeFrom(DARK, options);
