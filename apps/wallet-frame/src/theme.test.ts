import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyTheme } from './theme.js';

describe('SYNC_THEME', () => {
  it('switches the light and dark colours of styles.css by data-theme', () => {
    const root = document.documentElement;
    applyTheme(root, 'dark');
    expect(root.dataset.theme).toBe('dark');
    applyTheme(root, 'light');
    expect(root.dataset.theme).toBe('light');
    const css = readFileSync(join(__dirname, '..', 'styles.css'), 'utf8');
    expect(css).toContain(":root[data-theme='dark']");
  });

  it('takes an accent colour through the CSSOM, and nothing that is not a colour', () => {
    const root = document.documentElement;
    applyTheme(root, 'light', { '--w3m-accent': '#ff00aa' });
    expect(root.style.getPropertyValue('--accent')).toBe('#ff00aa');
    applyTheme(root, 'light', { '--w3m-accent': 'red; background: url(x)' });
    expect(root.style.getPropertyValue('--accent')).toBe('');
  });

  it('ships no inline style: the page runs under a CSP of style-src self', () => {
    const html = readFileSync(join(__dirname, '..', 'index.html'), 'utf8');
    expect(html).not.toMatch(/<style|style=/);
  });
});
