import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { FrameRect } from '@latch/core';
import { memorySocialLogin } from '@latch/core/testing';
import { renderLatch } from '../../../test/renderLatch.js';

const AUTH = { id: 'auth', name: 'Email', type: 'AUTH' as const, chain: 'eip155' as const };

function renderSocial() {
  const { socialLogin, asked, finish } = memorySocialLogin();
  const setup = renderLatch({ adapter: { connectors: [AUTH] } });
  const shown: (FrameRect | undefined)[] = [];
  Object.assign(setup.wallet.adapter, {
    socialLogin,
    showAuthFrame: (rect: FrameRect | undefined) => void shown.push(rect),
    emailLogin: { connectEmail: async () => ({ action: 'VERIFY_OTP' }), connectDevice: async () => ({ action: 'VERIFY_OTP' }), connectOtp: async () => {} },
  });
  const open = jest.spyOn(window, 'open');
  return { ...setup, asked, shown, open, finish };
}

afterEach(() => jest.restoreAllMocks());

const openConnect = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
  await screen.findByRole('dialog', { name: 'Connect Wallet' });
};

describe('Connect social logins', () => {
  it('shows Google as a row after email, two more as icons, and the rest (Farcaster among them) behind More, in the remote features order', async () => {
    renderSocial();
    await openConnect();
    const email = screen.getByRole('textbox', { name: 'Email' });
    const google = screen.getByRole('button', { name: 'Continue with Google' });
    expect(email.compareDocumentPosition(google) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Continue with / }).map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual(['Continue with Google', 'Continue with X', 'Continue with Discord']);
    await userEvent.click(screen.getByRole('button', { name: 'More social logins' }));
    expect(screen.getAllByRole('button', { name: /^Continue with / }).slice(3).map((b) => b.textContent)).toEqual(['Continue with Farcaster', 'Continue with GitHub', 'Continue with Apple', 'Continue with Facebook']);
    // Each login shows its own drawn mark in its own colours, not an initial on a tinted tile.
    const tiles = screen.getAllByRole('button', { name: /^Continue with / }).map((b) => b.querySelector('svg[aria-hidden="true"] > rect')?.getAttribute('fill'));
    expect(tiles).toEqual(['#fff', '#000', '#5865f2', '#855dcd', '#181717', '#000', '#1877f2']);
  });

  it("opens ConnectingSocial with the wallet frame laid over it, opens no window of this page's, and connects once the frame holds the session", async () => {
    const { open, asked, finish, shown, wallet } = renderSocial();
    await openConnect();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('dialog', { name: 'Social Login' })).toBeTruthy();
    expect(screen.getByText(/Continue with Google below, on the wallet’s own site/)).toBeTruthy();
    expect(screen.getByTestId('latch-social-slot')).toBeTruthy();
    await waitFor(() => expect(asked).toEqual(['connect:google']));
    expect(shown.at(-1)).toBeDefined();
    // The provider's window is the frame's to open: none from the dApp's page.
    expect(open).not.toHaveBeenCalled();
    act(() => finish());
    await waitFor(() => expect(wallet.calls).toContain('connect:auth'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Back leaves the frame hidden and shows no error; Connect works again', async () => {
    const { finish, shown } = renderSocial();
    await openConnect();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with X' }));
    await screen.findByRole('dialog', { name: 'Social Login' });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('dialog', { name: 'Connect Wallet' });
    expect(shown.at(-1)).toBeUndefined();
    act(() => finish(new Error('Request was aborted')));
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByRole('button', { name: 'Continue with Google' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the social row when the remote features name Farcaster alone', async () => {
    const { latch } = renderSocial();
    const socials = ['farcaster'];
    act(() => void latch.store.dispatch({ type: 'options/remoteFeaturesSet', payload: { swaps: [], onramp: [], email: true, socials, activity: true, branding: true } }));
    await openConnect();
    expect(screen.getAllByRole('button', { name: /^Continue with / }).map((b) => b.textContent)).toEqual(['Continue with Farcaster']);
  });
});
