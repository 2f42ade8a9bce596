import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ThemeOverrides, ThemeVariables } from './contract.js';
import { DARK, LIGHT } from './defaults.js';
import { THEME_PROPERTIES, themeStyle } from './theme.js';
import { PLACEHOLDER_LENGTH_PROPERTY } from '../components/EmailForm/EmailForm.js';
import { VIEWPORT_PROPERTIES } from '../components/Modal/followVisualViewport.js';
import { MODAL_MOTION } from './motion.js';
import { SNACK_MOTION } from '../components/Snackbar/Snackbar.js';

const MOTION_PROPERTIES = [...new Set([...Object.keys(MODAL_MOTION), ...Object.keys(SNACK_MOTION)])];

const SRC = join(__dirname, '..');
const stylesheets = () =>
  readdirSync(SRC, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(join(SRC, file), 'utf8'));

describe('the theme contract', () => {
  it('types every custom property the stylesheets read (but those the modal and the snackbar set from core and as the viewport changes), and the stylesheets give none a value of their own', () => {
    const read = new Set(stylesheets().flatMap((css) => [...css.matchAll(/var\((--latch-[a-z0-9-]+)/g)].map((match) => match[1]!)));
    expect([...read].sort()).toEqual([...Object.values(THEME_PROPERTIES), ...VIEWPORT_PROPERTIES, PLACEHOLDER_LENGTH_PROPERTY, ...MOTION_PROPERTIES].sort());
    const assigned = stylesheets().flatMap((css) => [...css.matchAll(/(--latch-[a-z0-9-]+)\s*:/g)].map((match) => match[1]));
    expect(assigned).toEqual([]);
  });

  it('names each property after its key, in kebab case', () => {
    expect([THEME_PROPERTIES.background, THEME_PROPERTIES.fontSizeXs, THEME_PROPERTIES.radiusModal, THEME_PROPERTIES.zIndex]).toEqual([
      '--latch-background',
      '--latch-font-size-xs',
      '--latch-radius-modal',
      '--latch-z-index',
    ]);
  });

  it('gives every property a value in the light and the dark theme, the z-index of SPEC 9 in both', () => {
    for (const theme of [LIGHT, DARK]) {
      expect(Object.keys(theme).sort()).toEqual(Object.keys(THEME_PROPERTIES).sort());
      for (const value of Object.values(theme)) expect(String(value).trim()).not.toBe('');
      expect(theme.zIndex).toBe(999);
    }
    expect(DARK.background).not.toBe(LIGHT.background);
  });

  it('sets the mode theme with the overrides on top, and ignores blanks, non-values and keys outside the contract', () => {
    const style = themeStyle('dark', { accent: '#123456', radiusModal: ' ', zIndex: Number.NaN, shadow: '1px', muted: {} } as never) as Record<string, string>;
    expect(style['--latch-accent']).toBe('#123456');
    expect(style['--latch-radius-modal']).toBe(DARK.radiusModal);
    expect(style['--latch-z-index']).toBe('999');
    expect(style['--latch-muted']).toBe(DARK.muted);
    expect(style['--latch-background']).toBe(DARK.background);
    expect(Object.keys(style).sort()).toEqual(Object.values(THEME_PROPERTIES).sort());
  });

  it('takes one set of overrides per mode, and applies the one of the mode that is on', () => {
    const overrides: ThemeOverrides = { lightMode: { accent: '#010101' }, darkMode: { accent: '#020202', overlayBlur: '4px' } };
    const light = themeStyle('light', overrides) as Record<string, string>;
    const dark = themeStyle('dark', overrides) as Record<string, string>;
    expect([light['--latch-accent'], light['--latch-overlay-blur'], light['--latch-background']]).toEqual(['#010101', LIGHT.overlayBlur, LIGHT.background]);
    expect([dark['--latch-accent'], dark['--latch-overlay-blur'], dark['--latch-background']]).toEqual(['#020202', '4px', DARK.background]);
    expect((themeStyle('dark', { lightMode: { accent: '#010101' } }) as Record<string, string>)['--latch-accent']).toBe(DARK.accent);
  });

  it('leaves no size a designer changes to a stylesheet: font sizes and weights, radii, gaps, paddings and margins read the contract', () => {
    const THEMED = /^\s*(font-size|font-weight|border-radius|(?:row-|column-)?gap|(?:padding|margin)(?:-[a-z-]+)?)\s*:\s*([^;]+);/gm;
    const literal = stylesheets().flatMap((css) =>
      [...css.matchAll(THEMED)]
        .map(([, property, value]) => `${property}: ${value}`)
        // 0, auto, inherit and a pixel's nudge are not design; safe-area insets are the device's.
        .filter((declaration) => !/var\(--latch-|env\(/.test(declaration))
        .filter((declaration) => !/^[a-z-]+: (?:(?:0|auto|inherit|-?1px)\s*)+$/.test(declaration)),
    );
    expect(literal).toEqual([]);
  });

  it('rejects a key outside the contract at compile time', () => {
    // @ts-expect-error: not a theme variable
    const wrong: ThemeVariables = { shadowColour: 'red' };
    expect(wrong).toBeDefined();
  });
});
