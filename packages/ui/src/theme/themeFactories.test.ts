import type { Theme } from './contract.js';
import { DARK, LIGHT } from './defaults.js';
import { darkTheme, lightTheme, OVERLAY_BLURS, RADIUS_PRESETS, type RadiusPreset } from './themeFactories.js';

const radiiOf = (theme: Theme) => [theme.radiusModal, theme.radiusButton, theme.radiusField, theme.radiusIcon, theme.radiusAvatar];

describe('lightTheme and darkTheme', () => {
  it('without options, are the themes the modal ships in each mode', () => {
    expect(lightTheme()).toEqual(LIGHT);
    expect(darkTheme()).toEqual(DARK);
  });

  it("take the accent and its foreground, a font and a backdrop blur, and keep the mode's other colours", () => {
    const theme = darkTheme({ accentColor: '#ff5500', accentColorForeground: '#111111', fontFamily: 'Georgia, serif', overlayBlur: 'small' });
    expect([theme.accent, theme.accentContrast, theme.fontFamily, theme.overlayBlur]).toEqual(['#ff5500', '#111111', 'Georgia, serif', OVERLAY_BLURS.small]);
    expect([theme.background, theme.foreground, theme.overlay]).toEqual([DARK.background, DARK.foreground, DARK.overlay]);
    expect(lightTheme({ accentColor: '#ff5500' }).accentContrast).toBe(LIGHT.accentContrast);
  });

  it('set every part\'s corners from the radius preset, from square to the default large, each preset rounder than the one before', () => {
    expect(radiiOf(lightTheme({ borderRadius: 'none' }))).toEqual(['0px', '0px', '0px', '0px', '0px']);
    expect(radiiOf(lightTheme({ borderRadius: 'large' }))).toEqual(radiiOf(LIGHT));
    const order: RadiusPreset[] = ['none', 'small', 'medium', 'large'];
    const modalPx = order.map((preset) => parseFloat(RADIUS_PRESETS[preset].radiusModal));
    expect(modalPx).toEqual([...modalPx].sort((a, b) => a - b));
    expect(new Set(modalPx).size).toBe(order.length);
    expect(radiiOf(darkTheme({ borderRadius: 'small' }))).toEqual(radiiOf(lightTheme({ borderRadius: 'small' })));
  });
});
