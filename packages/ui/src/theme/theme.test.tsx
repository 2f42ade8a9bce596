import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen } from '@testing-library/react';
import { openModal, setThemeMode } from '@latch/core';
import { renderLatch } from '../../test/renderLatch.js';
import { LatchProvider, type LatchProviderProps } from '../LatchProvider.js';
import { ConnectButton } from '../components/ConnectButton/ConnectButton.js';
import { THEME_PROPERTIES, type Theme } from './theme.js';
import { darkTheme, lightTheme } from './themeFactories.js';
import { PLACEHOLDER_LENGTH_PROPERTY } from '../components/EmailForm/EmailForm.js';
import { VIEWPORT_PROPERTIES } from '../components/Modal/followVisualViewport.js';
import { MODAL_MOTION } from './motion.js';
import { SNACK_MOTION } from '../components/Snackbar/Snackbar.js';

/** jsdom has no matchMedia: a controllable stand-in for the system colour scheme. */
function systemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const list = { matches: dark, addEventListener: (_: string, l: () => void) => listeners.add(l), removeEventListener: (_: string, l: () => void) => listeners.delete(l) };
  window.matchMedia = (() => list) as unknown as typeof window.matchMedia;
  return (next: boolean) => {
    list.matches = next;
    listeners.forEach((listener) => listener());
  };
}

const root = () => document.querySelector<HTMLElement>('.latch-overlay')!;

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('theme from core', () => {
  it('follows the system scheme by default, also when it changes', async () => {
    const setSystem = systemScheme(true);
    const { latch } = renderLatch();
    act(() => openModal(latch));
    await screen.findByRole('dialog');
    expect(root().dataset.theme).toBe('dark');
    act(() => setSystem(false));
    expect(root().dataset.theme).toBe('light');
  });

  it('applies the configured mode, then the one set through core', async () => {
    systemScheme(false);
    const { latch } = renderLatch({ config: { themeMode: 'dark' } });
    act(() => openModal(latch));
    await screen.findByRole('dialog');
    expect(root().dataset.theme).toBe('dark');
    expect(root().style.getPropertyValue('--latch-z-index')).toBe('999');
    act(() => setThemeMode(latch, 'light'));
    expect(root().dataset.theme).toBe('light');
  });

  it('tells core the mode a provider prop sets', async () => {
    systemScheme(false);
    const { latch } = renderLatch({ provider: { themeMode: 'dark' } });
    expect(latch.getState().theme.themeMode).toBe('dark');
    act(() => openModal(latch));
    await screen.findByRole('dialog');
    expect(root().dataset.theme).toBe('dark');
  });
});

describe('the typed theme on the roots', () => {
  it('gives the root every property of the mode, and switches them all with the mode, with no style tag', async () => {
    systemScheme(false);
    const { latch } = renderLatch({ config: { themeMode: 'light' } });
    act(() => openModal(latch));
    await screen.findByRole('dialog');
    const expectTheme = (theme: Theme) => {
      for (const key of Object.keys(THEME_PROPERTIES) as (keyof Theme)[]) {
        expect([key, root().style.getPropertyValue(THEME_PROPERTIES[key])]).toEqual([key, String(theme[key])]);
      }
    };
    expectTheme(lightTheme());
    act(() => setThemeMode(latch, 'dark'));
    expect(root().dataset.theme).toBe('dark');
    expectTheme(darkTheme());
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });

  it("applies the provider's typed theme over the mode's, on the modal root and the connect button, and follows the prop", async () => {
    systemScheme(true);
    const theme: LatchProviderProps['theme'] = { accent: '#0a0b0c', shadowLarge: 'none', monoFontFamily: 'monospace', zIndex: 5 };
    const { latch, rerender } = renderLatch({ provider: { theme } });
    act(() => openModal(latch));
    await screen.findByRole('dialog');
    expect(root().style.getPropertyValue('--latch-accent')).toBe('#0a0b0c');
    expect(root().style.getPropertyValue('--latch-shadow-large')).toBe('none');
    expect(root().style.getPropertyValue('--latch-mono-font-family')).toBe('monospace');
    expect(root().style.getPropertyValue('--latch-z-index')).toBe('5');
    expect(root().style.getPropertyValue('--latch-background')).toBe(darkTheme().background);
    const button = document.querySelector<HTMLElement>('.latch-connect-button')!;
    expect(button.style.getPropertyValue('--latch-accent')).toBe('#0a0b0c');
    rerender(
      <LatchProvider latch={latch} theme={{ radiusButton: '4px', zIndex: 20 }}>
        <ConnectButton />
      </LatchProvider>,
    );
    expect(root().style.getPropertyValue('--latch-radius-button')).toBe('4px');
    expect(root().style.getPropertyValue('--latch-z-index')).toBe('20');
    expect(root().style.getPropertyValue('--latch-accent')).toBe(darkTheme().accent);
    expect(document.querySelector<HTMLElement>('.latch-connect-button')!.style.getPropertyValue('--latch-radius-button')).toBe('4px');
  });

  it('rejects keys outside the contract and values of the wrong type at compile time', () => {
    // @ts-expect-error: `--latch-accent` is the property, `accent` the key
    const property: LatchProviderProps['theme'] = { '--latch-accent': 'red' };
    // @ts-expect-error: a misspelt token
    const misspelt: LatchProviderProps['theme'] = { acent: 'red' };
    // @ts-expect-error: not a theme variable
    const unknown: LatchProviderProps['theme'] = { accentColour: 'red' };
    // @ts-expect-error: the z-index is a number
    const wrongType: LatchProviderProps['theme'] = { zIndex: true };
    expect([property, misspelt, unknown, wrongType]).toHaveLength(4);
  });
});

describe('the stylesheets', () => {
  const src = join(__dirname, '..');
  const sheets = readdirSync(src, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.css'))
    .map((file) => ({ file, css: readFileSync(join(src, file), 'utf8') }));

  it('read only custom properties of the contract, and those the modal sets from core and as the viewport changes', () => {
    const typed = new Set<string>([...Object.values(THEME_PROPERTIES), ...VIEWPORT_PROPERTIES, PLACEHOLDER_LENGTH_PROPERTY, ...Object.keys(MODAL_MOTION), ...Object.keys(SNACK_MOTION)]);
    const untyped = sheets.flatMap(({ file, css }) => [...css.matchAll(/--latch-[a-z0-9-]+/g)].map(([name]) => name).filter((name) => !typed.has(name)).map((name) => `${file}: ${name}`));
    expect(untyped).toEqual([]);
  });

  it("hold no colour of their own but the QR code's, which stays dark on white for scanners", () => {
    const coloured = sheets.filter(({ css }) => /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(/i.test(css)).map(({ file }) => file);
    expect(coloured).toEqual([join('views', 'ConnectingWalletConnect', 'ConnectingWalletConnect.css')]);
  });
});
