import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { FrameRect } from '@latch/core';
import { memoryFarcasterLogin } from '@latch/core/testing';
import { renderLatch } from '../../../test/renderLatch.js';

const AUTH = { id: 'auth', name: 'Email', type: 'AUTH' as const, chain: 'eip155' as const };

function renderFarcaster() {
  const farcaster = memoryFarcasterLogin('ada');
  const reload = jest.fn(async () => {});
  const setup = renderLatch({ adapter: { connectors: [AUTH] } });
  const shown: (FrameRect | undefined)[] = [];
  Object.assign(setup.wallet.adapter, { farcasterLogin: farcaster.farcasterLogin, reloadAuthConnector: reload, showAuthFrame: (rect: FrameRect | undefined) => void shown.push(rect) });
  return { ...setup, ...farcaster, reload, shown };
}

/** Connect, More, Farcaster: the ConnectingFarcaster view. */
async function openFarcaster() {
  await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
  await screen.findByRole('dialog', { name: 'Connect Wallet' });
  await userEvent.click(screen.getByRole('button', { name: 'More social logins' }));
  await userEvent.click(screen.getByRole('button', { name: 'Continue with Farcaster' }));
  await screen.findByRole('dialog', { name: 'Farcaster' });
}

describe('ConnectingFarcaster', () => {
  it("lays the frame's own Farcaster screen over the view, shows no link of its own, and connects once the frame holds the session", async () => {
    const { latch, asked, finish, shown } = renderFarcaster();
    await openFarcaster();
    expect(screen.getByTestId('latch-farcaster-slot')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    await waitFor(() => expect(asked).toEqual(['connect']));
    expect(shown.at(-1)).toBeDefined();
    act(() => finish());
    await waitFor(() => expect(latch.getState().accounts.eip155?.status).toBe('connected'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('going back hides the frame and reloads the auth connector after 100 ms (SPEC 2)', async () => {
    const { clock, reload, shown } = renderFarcaster();
    await openFarcaster();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('dialog', { name: 'Connect Wallet' });
    expect(shown.at(-1)).toBeUndefined();
    act(() => clock.advance(100));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
