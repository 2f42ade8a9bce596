import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderLatch } from '../../../test/renderLatch.js';
import { connect, openModal, pushView, type View } from '@latch/core';
import { ANIMATION_DURATIONS_MS, MODAL_SHAKE_MS, shakeModal } from '@latch/core/internal';

describe('Modal', () => {
  it('is closed until opened, then is a modal dialog labelled by its title', async () => {
    renderLatch();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    const dialog = screen.getByRole('dialog', { name: 'Connect Wallet' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(await screen.findByRole('button', { name: /Test Wallet/ })).toBeTruthy();
  });

  it('moves focus into the dialog and gives it back to the opener on close', async () => {
    renderLatch();
    const opener = screen.getByRole('button', { name: 'Connect Wallet' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(document.activeElement).toBe(dialog);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    renderLatch();
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    const wallet = await screen.findByRole('button', { name: /Test Wallet/ });
    const close = screen.getByRole('button', { name: 'Close' });
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab();
    expect(document.activeElement).toBe(wallet);
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(wallet);
  });

  it('closes on a click outside the dialog but not inside it', async () => {
    renderLatch();
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    await userEvent.click(screen.getByRole('heading', { name: 'Connect Wallet' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await userEvent.click(document.querySelector('.latch-overlay')!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives focus back to the opener when a press outside closes it, not to the page under the press', async () => {
    renderLatch();
    const opener = screen.getByRole('button', { name: 'Connect Wallet' });
    await userEvent.click(opener);
    await userEvent.click(document.querySelector('.latch-overlay')!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('offers Back only with history, and Back returns to the previous view', async () => {
    const { latch } = renderLatch();
    act(() => openModal(latch));
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    act(() => pushView(latch, 'Account'));
    expect(screen.getByRole('heading', { name: 'Account' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Connect Wallet' })).toBeTruthy();
  });

  it('says so when a view is not part of this version (a newer core naming a view this ui lacks)', () => {
    const { latch } = renderLatch();
    act(() => openModal(latch, { view: 'ViewOfANewerCore' as View }));
    expect(screen.getByText('This screen is not available in this version of Latch.')).toBeTruthy();
  });

  it('marks the dialog while it shakes, for 500 ms', () => {
    const { latch, clock } = renderLatch();
    act(() => openModal(latch));
    act(() => shakeModal(latch));
    expect(screen.getByRole('dialog').hasAttribute('data-shake')).toBe(true);
    act(() => clock.advance(500));
    expect(screen.getByRole('dialog').hasAttribute('data-shake')).toBe(false);
  });

  it("animates by core's durations (SPEC 9): the stylesheet reads the properties the overlay is given", () => {
    const { latch } = renderLatch();
    act(() => openModal(latch));
    const overlay = document.querySelector<HTMLElement>('.latch-overlay')!;
    const duration = (name: string) => overlay.style.getPropertyValue(`--latch-${name}-duration`);
    expect([duration('shake'), duration('fade'), duration('rise')]).toEqual([`${MODAL_SHAKE_MS}ms`, `${ANIMATION_DURATIONS_MS.fade}ms`, `${ANIMATION_DURATIONS_MS.rise}ms`]);
    const css = readFileSync(join(__dirname, 'Modal.css'), 'utf8');
    for (const animation of ['latch-shake var(--latch-shake-duration)', 'latch-fade-in var(--latch-fade-duration)', 'latch-rise var(--latch-rise-duration)']) expect(css).toContain(`animation: ${animation}`);
  });

  it('applies the theme mode and variables to its root', async () => {
    renderLatch({ provider: { themeMode: 'dark', theme: { accent: '#ff0066', zIndex: 50 } } });
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    const root = document.querySelector<HTMLElement>('.latch-overlay')!;
    expect(root.dataset.theme).toBe('dark');
    expect(root.style.getPropertyValue('--latch-accent')).toBe('#ff0066');
    expect(root.style.getPropertyValue('--latch-z-index')).toBe('50');
    await waitFor(() => expect(screen.getByRole('button', { name: /Test Wallet/ })).toBeTruthy());
  });
});

describe('Modal keyboard when focus was lost', () => {
  it('still closes on Escape and traps Tab after the focused control unmounted', async () => {
    const { latch } = renderLatch();
    act(() => openModal(latch));
    await screen.findByRole('button', { name: /Test Wallet/ });
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    await userEvent.tab();
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Modal focus across views', () => {
  it('moves focus back into the dialog when the focused control disappears with its view', async () => {
    const { latch } = renderLatch();
    await act(() => connect(latch, { connectorId: 'io.test' }));
    act(() => openModal(latch));
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    await screen.findByRole('heading', { name: 'Connect Wallet' });
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
  });

  it('tells assistive technology whether the modal is open', async () => {
    renderLatch();
    const button = screen.getByRole('button', { name: 'Connect Wallet' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });
});
