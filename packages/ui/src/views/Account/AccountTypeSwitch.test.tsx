import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { EmbeddedUser } from '@latch/core';
import { ADDRESS, openAccount } from '../../../test/accountServices.js';
import { NO_SMART_ACCOUNT_HERE } from './AccountTypeSwitch.js';

const EOA = '0x90F79bf6EB2c4f870365E785982E1f13b43c5F3c';
const embedded = { connectors: [{ id: 'latch.embedded', name: 'Email', type: 'AUTH' as const, chain: 'eip155' as const }] };
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/**
 * The Account of an embedded smart account whose wallet answers the EOA once the type is set to it (or
 * always, on a network without smart accounts, once switched to the EOA); `set` runs when the person switches.
 */
async function smartAccount(set: (type: string) => Promise<void>, { smartAccountNetwork = true } = {}) {
  const setup = await openAccount({ adapter: { ...embedded, user: { email: 'ada@example.com', accountType: 'smartAccount', smartAccountDeployed: false } }, connectorId: 'latch.embedded' });
  await screen.findByText('No tokens yet');
  let type = 'smartAccount';
  setup.wallet.adapter.setPreferredAccountType = async (params) => {
    await set(params.type);
    type = params.type;
  };
  setup.wallet.adapter.reconnect = async () => {
    if (!smartAccountNetwork) type = 'eoa';
    const user: EmbeddedUser = type === 'eoa' ? { email: 'ada@example.com', accountType: 'eoa' } : { email: 'ada@example.com', accountType: 'smartAccount', smartAccountDeployed: true };
    return { address: type === 'eoa' ? EOA : ADDRESS, chainId: 31337, user };
  };
  return setup;
}

const accountType = () => screen.getByText('Account type').nextElementSibling?.textContent;

describe('switching the account type from the Account (SPEC 4)', () => {
  it('switches the smart account to the EOA and back, busy while the wallet switches', async () => {
    let finish = () => {};
    await smartAccount((type) => (type === 'eoa' ? new Promise<void>((resolve) => (finish = resolve)) : Promise.resolve()));
    expect(accountType()).toBe('Smart Account');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to EOA' }));
    const busy = screen.getByRole('button', { name: 'Switching account…' });
    expect(busy).toHaveProperty('disabled', true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    await act(async () => finish());
    expect(await screen.findByRole('button', { name: 'Switch to Smart Account' })).toBeTruthy();
    expect(accountType()).toBe('EOA');
    expect(screen.getByTitle(EOA).parentElement?.textContent).not.toContain('Smart Account');

    await userEvent.click(screen.getByRole('button', { name: 'Switch to Smart Account' }));
    expect(await screen.findByRole('button', { name: 'Switch to EOA' })).toBeTruthy();
    expect(accountType()).toBe('Smart Account');
    expect(screen.getByTitle(ADDRESS).parentElement?.textContent).toContain('Smart Account');
  });

  it('says that a network without smart accounts stays EOA', async () => {
    await smartAccount(async () => undefined, { smartAccountNetwork: false });
    await userEvent.click(screen.getByRole('button', { name: 'Switch to EOA' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to Smart Account' }));
    expect((await screen.findByText(NO_SMART_ACCOUNT_HERE)).getAttribute('role')).toBe('status');
    expect(accountType()).toBe('EOA');
    expect(screen.getByRole('button', { name: 'Switch to Smart Account' })).toBeTruthy();
  });

  it("says the wallet's refusal and keeps the account", async () => {
    await smartAccount(async () => {
      throw new Error('Not connected');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Switch to EOA' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not connected');
    expect(accountType()).toBe('Smart Account');
    expect(screen.getByRole('button', { name: 'Switch to EOA' })).toHaveProperty('disabled', false);
  });

  it('is not offered for other wallets', async () => {
    await openAccount();
    await screen.findByText('No tokens yet');
    expect(screen.queryByRole('button', { name: /^Switch to/ })).toBeNull();
  });
});
