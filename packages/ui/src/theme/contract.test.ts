import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { darkTheme, lightTheme, THEME_PROPERTIES, type ThemeVariables } from './contract.js';
import { themeStyle } from './theme.js';
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
    expect([...read].sort()).toEqual([...Object.values(THEME_PROPERTIES), ...VIEWPORT_PROPERTIES, ...MOTION_PROPERTIES].sort());
    const assigned = stylesheets().flatMap((css) => [...css.matchAll(/(--latch-[a-z0-9-]+)\s*:/g)].map((match) => match[1]));
    expect(assigned).toEqual([]);
  });

  it('gives every property a value in the light and the dark theme, the z-index of SPEC 9 in both', () => {
    for (const theme of [lightTheme, darkTheme]) {
      expect(Object.keys(theme).sort()).toEqual(Object.keys(THEME_PROPERTIES).sort());
      for (const value of Object.values(theme)) expect(String(value).trim()).not.toBe('');
      expect(theme.zIndex).toBe(999);
    }
    expect(darkTheme.background).not.toBe(lightTheme.background);
  });

  it('sets the mode theme with the overrides on top, and ignores blanks, non-values and keys outside the contract', () => {
    const style = themeStyle('dark', { accent: '#123456', borderRadius: ' ', zIndex: Number.NaN, shadow: '1px', muted: {} } as never) as Record<string, string>;
    expect(style['--latch-accent']).toBe('#123456');
    expect(style['--latch-radius']).toBe(darkTheme.borderRadius);
    expect(style['--latch-z-index']).toBe('999');
    expect(style['--latch-muted']).toBe(darkTheme.muted);
    expect(style['--latch-bg']).toBe(darkTheme.background);
    expect(Object.keys(style).sort()).toEqual(Object.values(THEME_PROPERTIES).sort());
  });

  it('rejects a key outside the contract at compile time', () => {
    // @ts-expect-error: not a theme variable
    const wrong: ThemeVariables = { shadowColour: 'red' };
    expect(wrong).toBeDefined();
  });
});
