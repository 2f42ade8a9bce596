import { act, screen } from '@testing-library/react';
import { openModal, setThemeMode, setThemeVariables } from '@latch/core';
import { renderLatch } from '../../test/renderLatch.js';

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

  it('applies the mode and variables set through core, and the configured ones', async () => {
    systemScheme(false);
    const { latch } = renderLatch({ config: { themeMode: 'dark', themeVariables: { accent: '#123456' } } });
    act(() => openModal(latch));
    await screen.findByRole('dialog');
    expect(root().dataset.theme).toBe('dark');
    expect(root().style.getPropertyValue('--latch-accent')).toBe('#123456');
    expect(root().style.getPropertyValue('--latch-z-index')).toBe('999');
    act(() => {
      setThemeMode(latch, 'light');
      setThemeVariables(latch, { borderRadius: '4px', zIndex: 20 });
    });
    expect(root().dataset.theme).toBe('light');
    expect(root().style.getPropertyValue('--latch-radius')).toBe('4px');
    expect(root().style.getPropertyValue('--latch-z-index')).toBe('20');
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
