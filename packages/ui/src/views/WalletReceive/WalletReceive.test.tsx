import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ADDRESS, openAccount } from '../../../test/accountServices.js';
import { disconnect, openModal } from '@latch/core';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

async function openReceive() {
  const setup = await openAccount();
  await screen.findByText('No tokens yet');
  await userEvent.click(screen.getByRole('button', { name: 'Receive' }));
  await screen.findByRole('heading', { name: 'Receive' });
  // The title is the modal's; the view itself is a lazy chunk that follows.
  await screen.findByRole('button', { name: 'Copy address' });
  return setup;
}

describe('WalletReceive view', () => {
  it('shows the address as a QR code and as text, with the network', async () => {
    await openReceive();
    const qr = screen.getByRole('img', { name: `QR code of the address ${ADDRESS}` });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    expect(screen.getByText(ADDRESS)).toBeTruthy();
    expect(screen.getByText('Latch Devnet', { selector: 'strong' })).toBeTruthy();
  });

  it('copies the address and says so in a snack', async () => {
    await openReceive();
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith(ADDRESS);
    expect(await screen.findByText('Address copied')).toBeTruthy();
  });

  it('says so when no account is connected', async () => {
    const { latch } = await openReceive();
    await act(() => disconnect(latch));
    act(() => openModal(latch, { view: 'WalletReceive' }));
    expect(await screen.findByText('No account is connected.')).toBeTruthy();
  });
});
