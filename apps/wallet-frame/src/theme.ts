// SYNC_THEME: the page's light or dark colours come from styles.css by `data-theme`; an accent
// the app sets (`--w3m-accent`, or `accent`) is applied through the CSSOM, which a CSP of
// `style-src 'self'` allows (no style tags, no style attributes in markup).

export type ThemeMode = 'light' | 'dark';

const ACCENT_NAMES = ['--w3m-accent', 'accent', '--latch-accent'];

/** A colour the browser accepts, and nothing that could break out of a declaration. */
function isColor(value: string): boolean {
  if (value.length > 64 || /[;{}<>]/.test(value)) return false;
  return typeof CSS !== 'undefined' && typeof CSS.supports === 'function' ? CSS.supports('color', value) : /^#[0-9a-fA-F]{3,8}$/.test(value);
}

export function applyTheme(root: HTMLElement, themeMode: ThemeMode, variables: Record<string, string | number> = {}): void {
  root.dataset.theme = themeMode;
  const accent = ACCENT_NAMES.map((name) => variables[name]).find((value) => typeof value === 'string' && isColor(value.trim()));
  if (typeof accent === 'string') root.style.setProperty('--accent', accent.trim());
  else root.style.removeProperty('--accent');
}
