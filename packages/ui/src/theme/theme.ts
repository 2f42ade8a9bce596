import type { CSSProperties } from 'react';
import { propertyOf, type Theme, type ThemeOverrides, type ThemeProperty, type ThemeVariables } from './contract.js';
import { DARK, LIGHT } from './defaults.js';

export type { ThemeMode } from '@latch/core';
export { propertyOf, type Theme, type ThemeOverrides, type ThemeProperty, type ThemeVariables } from './contract.js';

const KEYS = Object.keys(LIGHT) as (keyof Theme)[];

/** Every theme variable's custom property, by key (`THEME_PROPERTIES.fontSizeXs` is `--latch-font-size-xs`). */
// Pure: a page that does not read it leaves it out of its bundle.
export const THEME_PROPERTIES = /* @__PURE__ */ Object.fromEntries(KEYS.map((key) => [key, propertyOf(key)])) as { readonly [K in keyof Theme]: ThemeProperty<K> };

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
  for (const key of KEYS) {
    const value = overrides[key];
    const valid = (typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && Number.isFinite(value));
    style[propertyOf(key)] = String(valid ? value : theme[key]);
  }
  return style as CSSProperties;
}
