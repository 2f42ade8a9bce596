import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { FrameRect } from '@latch/core';
import { memoryPasskeyLogin } from '@latch/core/testing';
import { renderLatch } from '../../../test/renderLatch.js';

const AUTH = { id: 'auth', name: 'Email', type: 'AUTH' as const, chain: 'eip155' as const };

function renderPasskeys({ sealed = false } = {}) {
  const passkeys = memoryPasskeyLogin();
  const setup = renderLatch({ adapter: { connectors: [AUTH] } });
  const shown: (FrameRect | undefined)[] = [];
  const passkeyLogin = sealed ? { ...passkeys.passkeyLogin, add: () => passkeys.passkeyLogin.add().then(() => ({ sealed: true })) } : passkeys.passkeyLogin;
  Object.assign(setup.wallet.adapter, { passkeyLogin, showAuthFrame: (rect: FrameRect | undefined) => void shown.push(rect) });
  return { ...setup, ...passkeys, shown };
}

const openModal = () => userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));

describe('passkey views', () => {
  it("Connect's Sign in with a passkey lays the frame over ConnectingPasskey; once the frame holds the session the account connects", async () => {
    const { asked, finish, shown, wallet } = renderPasskeys();
    await openModal();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText(/Sign in to your embedded wallet with a passkey/)).toBeTruthy();
    expect(screen.getByTestId('latch-passkey-slot')).toBeTruthy();
    await waitFor(() => expect(asked).toEqual(['connect']));
    expect(shown.at(-1)).toBeDefined();
    finish();
    await waitFor(() => expect(wallet.calls).toContain('connect:auth'));
  });

  it("a refused sign-in shows the frame's words", async () => {
    const { asked, finish } = renderPasskeys();
    await openModal();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(asked).toEqual(['connect']));
    finish(new Error('This passkey is not registered with the wallet: sign in another way and add it from the Account'));
    expect((await screen.findByRole('alert')).textContent).toBe('This passkey is not registered with the wallet: sign in another way and add it from the Account');
  });

  it("the Account's Add a passkey, when connected through the embedded wallet, says when it is added; leaving hides the frame", async () => {
    const { latch, asked, finish, shown } = renderPasskeys();
    const { connect, openModal: open } = await import('@latch/core');
    await connect(latch, { connectorId: 'auth', namespace: 'eip155' });
    open(latch);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    await waitFor(() => expect(asked).toEqual(['add']));
    finish();
    expect((await screen.findByRole('status')).textContent).toMatch(/^Passkey added/);
    expect(shown.at(-1)).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Account' }));
    expect(await screen.findByRole('button', { name: 'Add a passkey' })).toBeTruthy();
  });

  it('says when the person sealed the backup under the new passkey in the frame, and what that means on a new device', async () => {
    const { latch, asked, finish } = renderPasskeys({ sealed: true });
    const { connect, openModal: open } = await import('@latch/core');
    await connect(latch, { connectorId: 'auth', namespace: 'eip155' });
    open(latch);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    await waitFor(() => expect(asked).toEqual(['add']));
    finish();
    expect((await screen.findByRole('status')).textContent).toBe(
      'Passkey added, and your wallet’s backup is sealed with it: on a new device, choose “Sign in with a passkey” and use it to get your wallet back.',
    );
  });
});
