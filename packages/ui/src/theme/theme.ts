import type { CSSProperties } from 'react';
import { THEME_PROPERTIES, type Theme, type ThemeOverrides, type ThemeVariables } from './contract.js';
import { DARK, LIGHT } from './defaults.js';

export type { ThemeMode } from '@latch/core';
export { THEME_PROPERTIES, type Theme, type ThemeOverrides, type ThemeVariables } from './contract.js';

const byMode = (given: ThemeOverrides): given is { lightMode?: ThemeVariables; darkMode?: ThemeVariables } => 'lightMode' in given || 'darkMode' in given;

/**
 * The mode's theme with the app's overrides, as the custom properties of a React style object.
 * React sets them through the CSSOM, which a `style-src 'self'` policy allows (unlike an injected
 * <style> tag). Keys outside the contract (from untyped callers) and empty values are ignored.
 */
export function themeStyle(mode: 'light' | 'dark', given: ThemeOverrides = {}): CSSProperties {
  const theme = mode === 'dark' ? DARK : LIGHT;
  const overrides = (byMode(given) ? given[`${mode}Mode`] : given) ?? {};
  const style: Record<string, string> = {};
  for (const key of Object.keys(THEME_PROPERTIES) as (keyof Theme)[]) {
    const value = overrides[key];
    const valid = (typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && Number.isFinite(value));
    style[THEME_PROPERTIES[key]] = String(valid ? value : theme[key]);
  }
  return style as CSSProperties;
}
