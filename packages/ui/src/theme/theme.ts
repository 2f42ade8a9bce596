import type { CSSProperties } from 'react';
import { DEFAULT_Z_INDEX, type ThemeVariables } from '@latch/core';

export type { ThemeMode, ThemeVariables } from '@latch/core';

const PROPERTY: Record<keyof ThemeVariables, string> = {
  accent: '--latch-accent',
  fontFamily: '--latch-font',
  borderRadius: '--latch-radius',
  zIndex: '--latch-z-index',
};

/**
 * The custom properties as a React style object. React sets them through the CSSOM, which a
 * `style-src 'self'` policy allows (unlike an injected <style> tag).
 */
export function themeStyle(variables: ThemeVariables = {}): CSSProperties {
  const style: Record<string, string> = { [PROPERTY.zIndex]: String(variables.zIndex ?? DEFAULT_Z_INDEX) };
  for (const [key, value] of Object.entries(variables) as [keyof ThemeVariables, string | number | undefined][]) {
    if (value !== undefined && value !== '') style[PROPERTY[key]] = String(value);
  }
  return style as CSSProperties;
}
