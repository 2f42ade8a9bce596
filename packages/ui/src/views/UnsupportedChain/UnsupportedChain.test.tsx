import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderLatch } from '../../../test/renderLatch.js';
import { connect } from '@latch/core';

async function onUnsupportedChain() {
  const result = renderLatch();
  await act(() => connect(result.latch, { connectorId: 'io.test' }));
  act(() => result.wallet.emit({ type: 'chainChanged', chainId: 10 }));
  await screen.findByRole('dialog', { name: 'Switch Network' });
  return result;
}

describe('UnsupportedChain view', () => {
  it('opens when the wallet moves to a network this app does not support, and switching back closes it', async () => {
    const { wallet } = await onUnsupportedChain();
    expect(await screen.findByText('This app doesn’t support your current network. Switch to an available option to continue.')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: /Latch Devnet/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(wallet.calls).toContain('switch:eip155:31337');
  });

  it('shows the wallet refusal and stays', async () => {
    const { wallet } = await onUnsupportedChain();
    wallet.control.switchError = new Error('User rejected the request.');
    await userEvent.click(await screen.findByRole('button', { name: /Latch Devnet/ }));
    expect((await within(await screen.findByRole('dialog')).findByRole('alert')).textContent).toBe('User rejected the request.');
  });

  it('offers Disconnect', async () => {
    const { wallet } = await onUnsupportedChain();
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(wallet.calls).toContain('disconnect'));
  });
});
