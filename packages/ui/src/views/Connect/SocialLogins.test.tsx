import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { SOCIAL_WINDOW_CLOSED } from '@latch/core/internal';
import { memorySocialLogin } from '@latch/core/testing';
import { renderLatch } from '../../../test/renderLatch.js';

const AUTH = { id: 'auth', name: 'Email', type: 'AUTH' as const, chain: 'eip155' as const };
const PAGE = 'http://127.0.0.1:3900/google/auth?state=s1';

function renderSocial() {
  const { socialLogin, asked, finish } = memorySocialLogin(PAGE);
  const setup = renderLatch({ adapter: { connectors: [AUTH] } });
  Object.assign(setup.wallet.adapter, { socialLogin, emailLogin: { connectEmail: async () => ({ action: 'VERIFY_OTP' }), connectDevice: async () => ({ action: 'VERIFY_OTP' }), connectOtp: async () => {} } });
  const popup = { closed: false, location: { href: '' }, close() { this.closed = true; } };
  const open = jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  return { ...setup, asked, popup, open, finish };
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
    expect(screen.getAllByRole('button', { name: /^Continue with / }).map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual(['GContinue with Google', 'Continue with X', 'Continue with Discord']);
    await userEvent.click(screen.getByRole('button', { name: 'More social logins' }));
    expect(screen.getAllByRole('button', { name: /^Continue with / }).slice(3).map((b) => b.textContent)).toEqual(['FContinue with Farcaster', 'GContinue with GitHub', 'AContinue with Apple', 'FContinue with Facebook']);
  });

  it('opens the window on the click, sends it to the provider, and connects once the frame holds the session', async () => {
    const { popup, open, asked, finish } = renderSocial();
    await openConnect();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(open).toHaveBeenCalledWith('', 'latch-social', expect.stringContaining('popup'));
    expect(screen.getByRole('status').textContent).toBe('Continue with Google in the window that opened.');
    await waitFor(() => expect(popup.location.href).toBe(PAGE));
    await waitFor(() => expect(asked).toEqual(['uri:google', `connect:${PAGE}`]));
    act(() => finish());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(popup.closed).toBe(true);
  });

  it('says so when the person closes the window, and the buttons work again', async () => {
    const { popup, clock } = renderSocial();
    await openConnect();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with X' }));
    expect((screen.getByRole('button', { name: 'Continue with Google' }) as HTMLButtonElement).disabled).toBe(true);
    popup.closed = true;
    act(() => clock.advance(1_000));
    expect((await screen.findByRole('alert')).textContent).toBe(SOCIAL_WINDOW_CLOSED);
    expect((screen.getByRole('button', { name: 'Continue with Google' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the social row when the remote features name Farcaster alone', async () => {
    const { latch } = renderSocial();
    const socials = ['farcaster'];
    act(() => void latch.store.dispatch({ type: 'options/remoteFeaturesSet', payload: { swaps: [], onramp: [], email: true, socials, activity: true, branding: true } }));
    await openConnect();
    expect(screen.getAllByRole('button', { name: /^Continue with / }).map((b) => b.textContent)).toEqual(['FContinue with Farcaster']);
  });
});
