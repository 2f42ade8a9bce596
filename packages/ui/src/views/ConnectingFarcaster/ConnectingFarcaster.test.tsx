import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { selectFarcasterUrl } from '@latch/core/internal';
import { memoryFarcasterLogin } from '@latch/core/testing';
import { renderLatch } from '../../../test/renderLatch.js';

const AUTH = { id: 'auth', name: 'Email', type: 'AUTH' as const, chain: 'eip155' as const };

function renderFarcaster() {
  const farcaster = memoryFarcasterLogin('ada');
  const reload = jest.fn(async () => {});
  const setup = renderLatch({ adapter: { connectors: [AUTH] } });
  Object.assign(setup.wallet.adapter, { farcasterLogin: farcaster.farcasterLogin, reloadAuthConnector: reload });
  return { ...setup, ...farcaster, reload };
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
  it("shows the frame's link as a QR code and a link to open or copy, and connects once the person approved it", async () => {
    const { latch, asked, finish } = renderFarcaster();
    await openFarcaster();
    expect(await screen.findByRole('img', { name: 'QR code for signing in with Farcaster' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Open in Farcaster' });
    expect(link.getAttribute('href')).toBe('http://127.0.0.1:5175/?channelToken=link1');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(asked).toEqual(['uri', 'connect']);
    act(() => finish());
    await waitFor(() => expect(latch.getState().accounts.eip155?.status).toBe('connected'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says why a refused sign-in failed, and Try again makes a new link', async () => {
    const { finish } = renderFarcaster();
    await openFarcaster();
    await screen.findByRole('link', { name: 'Open in Farcaster' });
    act(() => finish(new Error('The Farcaster sign-in was refused: it has expired')));
    expect((await screen.findByRole('alert')).textContent).toBe('The Farcaster sign-in was refused: it has expired');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Open in Farcaster' }).getAttribute('href')).toBe('http://127.0.0.1:5175/?channelToken=link2'));
  });

  it('going back drops the link and reloads the auth connector after 100 ms (SPEC 2)', async () => {
    const { latch, clock, reload } = renderFarcaster();
    await openFarcaster();
    await screen.findByRole('link', { name: 'Open in Farcaster' });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('dialog', { name: 'Connect Wallet' });
    expect(selectFarcasterUrl(latch.getState())).toBeUndefined();
    act(() => clock.advance(100));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
