import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { openModal, switchNetwork } from '@latch/core';
import { testMainnet } from '@latch/core/testing';
import { renderLatch } from '../../../test/renderLatch.js';

describe('AlertBanner', () => {
  it('shows nothing when no alert is raised', async () => {
    const { latch } = renderLatch();
    act(() => openModal(latch));
    await screen.findByRole('button', { name: /Test Wallet/ });
    expect(within(screen.getByRole('dialog')).queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dismiss alert' })).toBeNull();
  });

  it('shows a raised alert’s title and text at the top of the modal, and is dismissed from the keyboard', async () => {
    const { latch } = renderLatch();
    act(() => openModal(latch));
    await screen.findByRole('button', { name: /Test Wallet/ });
    // Core raises "Network Not Found" for a network that is not configured (SPEC 8).
    await act(() => switchNetwork(latch, testMainnet).catch(() => undefined));
    const dialog = screen.getByRole('dialog');
    const alert = within(dialog).getByRole('alert', { name: 'Network Not Found' });
    expect(alert.textContent).toContain('The network must be in the configured networks array.');
    expect(dialog.querySelector('.latch-modal__body')?.firstElementChild).toBe(alert);

    const dismiss = within(alert).getByRole('button', { name: 'Dismiss alert' });
    for (let tabs = 0; tabs < 5 && document.activeElement !== dismiss; tabs++) await userEvent.tab();
    expect(document.activeElement).toBe(dismiss);
    await userEvent.keyboard('{Enter}');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(latch.getState().alerts.current).toBeUndefined();
    expect(document.activeElement).toBe(dialog);
  });
});
