import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderLatch } from '../../../test/renderLatch.js';
import { openModal } from '@latch/core';

describe('ConnectingExternal', () => {
  it('waits for the wallet, shows a refusal with its reason, retries, and closes once connected', async () => {
    const { latch, wallet } = renderLatch();
    wallet.control.connectError = new Error('User rejected the request.');
    act(() => openModal(latch, { view: 'ConnectingExternal', data: { connectorId: 'io.test', id: 'w1', name: 'Test Wallet' } }));
    expect(await screen.findByText('Connection declined')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('User rejected the request.');
    wallet.control.connectError = undefined;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(wallet.calls.filter((c) => c.startsWith('connect'))).toHaveLength(2);
  });

  it('says "Continue in …" while the wallet has not answered', async () => {
    const { latch, wallet } = renderLatch();
    wallet.adapter.connect = () => new Promise(() => {});
    act(() => openModal(latch, { view: 'ConnectingExternal', data: { connectorId: 'io.test' } }));
    expect(await screen.findByText('Continue in Test Wallet')).toBeTruthy();
  });

  it('explains when the route names no connector', async () => {
    const { latch } = renderLatch();
    act(() => openModal(latch, { view: 'ConnectingExternal' }));
    expect(await screen.findByText('This wallet cannot be reached from here.')).toBeTruthy();
  });
});
