import type { CSSProperties } from 'react';
import { darkTheme, lightTheme, THEME_PROPERTIES, type Theme, type ThemeVariables } from './contract.js';

export type { ThemeMode } from '@latch/core';
export { darkTheme, lightTheme, THEME_PROPERTIES, type Theme, type ThemeVariables } from './contract.js';

/**
 * The mode's theme with the app's overrides, as the custom properties of a React style object.
 * React sets them through the CSSOM, which a `style-src 'self'` policy allows (unlike an injected
 * <style> tag). Keys outside the contract (from untyped callers) and empty values are ignored.
 */
export function themeStyle(mode: 'light' | 'dark', overrides: ThemeVariables = {}): CSSProperties {
  const theme: Theme = mode === 'dark' ? darkTheme : lightTheme;
  const style: Record<string, string> = {};
  for (const key of Object.keys(THEME_PROPERTIES) as (keyof Theme)[]) {
    const value = overrides[key];
    const given = (typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && Number.isFinite(value));
    style[THEME_PROPERTIES[key]] = String(given ? value : theme[key]);
  }
  return style as CSSProperties;
}
