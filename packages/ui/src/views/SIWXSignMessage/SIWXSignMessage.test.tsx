import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { connect, createStorage, eip4361Siwx, ErrorMessages, LatchError } from '@latch/core';
import { renderLatch } from '../../../test/renderLatch.js';

function withSiwx(required = false) {
  const siwx = eip4361Siwx({ domain: location.host, uri: location.origin, storage: createStorage(null), required });
  return renderLatch({ config: { siwx, metadata: { name: 'Demo dApp', description: '', url: 'https://app.example', icons: [] } } });
}

describe('SIWXSignMessage view', () => {
  it('asks to sign after connect, and signing closes the modal', async () => {
    const { latch, wallet } = withSiwx();
    await act(() => connect(latch, { connectorId: 'io.test' }));
    expect(await screen.findByText('Demo dApp needs to connect to your wallet')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(wallet.calls.some((c) => c.startsWith('sign:'))).toBe(true);
  });

  it('shows "Signature declined" when the wallet refuses, and a retry can succeed', async () => {
    const { latch, wallet } = withSiwx();
    wallet.control.signError = new LatchError(ErrorMessages.signatureDeclined);
    await act(() => connect(latch, { connectorId: 'io.test' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Signature declined');
    wallet.control.signError = undefined;
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('when sign-in is required: Escape only shakes, and Cancel disconnects', async () => {
    const { latch, wallet } = withSiwx(true);
    await act(() => connect(latch, { connectorId: 'io.test' }));
    expect(await screen.findByText(/Cancelling will disconnect you\./)).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog').hasAttribute('data-shake')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(wallet.calls).toContain('disconnect');
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy();
  });
});
