import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { connect, goBack, openModal } from '@latch/core';
import { loadRemoteFeatures } from '@latch/core/internal';
import { testNetwork } from '@latch/core/testing';
import { renderLatch } from '../../../test/renderLatch.js';
import { ADDRESS, openAccount } from '../../../test/accountServices.js';
import { avatarGradient } from './Avatar.js';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** The tabs load as the view opens; waiting for them keeps every update inside the test. */
const settled = () => screen.findByText('No tokens yet');

async function connected(options: Parameters<typeof renderLatch>[0] = {}) {
  const result = renderLatch(options);
  await act(() => connect(result.latch, { connectorId: 'io.test' }));
  act(() => openModal(result.latch));
  await screen.findByRole('button', { name: 'Disconnect' });
  await settled();
  return result;
}

describe('Account view', () => {
  it('shows the short address, the balance floored to 3 decimals, the network and the wallet', async () => {
    await connected({ adapter: { balance: '10000.123999' } });
    expect(screen.getByTitle(ADDRESS).textContent).toBe('0x7099…79C8');
    expect((await screen.findByTestId('latch-balance')).textContent).toBe('10000.123 ETH');
    expect(screen.getByText('Latch Devnet')).toBeTruthy();
    expect(screen.getByText('Test Wallet', { selector: 'dd' })).toBeTruthy();
  });

  it('shows a placeholder while the balance loads', async () => {
    const result = renderLatch();
    result.wallet.adapter.getBalance = () => new Promise(() => {});
    await act(() => connect(result.latch, { connectorId: 'io.test' }));
    act(() => openModal(result.latch));
    expect(await screen.findByRole('img', { name: 'Loading balance' })).toBeTruthy();
    await settled();
  });

  it('says "Token Balance Unavailable" when the balance cannot be read', async () => {
    const result = renderLatch();
    result.wallet.control.balanceError = new Error('down');
    await act(() => connect(result.latch, { connectorId: 'io.test' }));
    act(() => openModal(result.latch));
    expect((await screen.findByTestId('latch-balance')).textContent).toBe('Token Balance Unavailable');
    await settled();
  });

  it('names an unsupported network by its id when unsupported chains are allowed', async () => {
    const { wallet } = await connected({ config: { allowUnsupportedChain: true } });
    act(() => wallet.emit({ type: 'chainChanged', chainId: 10 }));
    expect(screen.getByText('Unsupported network (eip155:10)')).toBeTruthy();
    // SPEC 8: the portfolio reads as unavailable on an unsupported network.
    expect(await screen.findByText('Token Balance Unavailable', { selector: '.latch-tabs__panel *' })).toBeTruthy();
  });

  it('disconnects and returns to Connect', async () => {
    const { wallet } = await connected();
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByRole('heading', { name: 'Connect Wallet' })).toBeTruthy();
    expect(wallet.calls).toContain('disconnect');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy());
  });

  it('gives each address its own stable avatar', () => {
    expect(avatarGradient('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(avatarGradient('0x70997970c51812dc3a010c7d01b50e0d17dc79c8'));
    expect(avatarGradient('0x7099')).not.toBe(avatarGradient('0x3C44'));
  });
});

describe('Account profile', () => {
  it('shows the identity’s name and avatar, with the address beneath', async () => {
    const { services } = await openAccount({
      routes: { [`/v1/identity/${ADDRESS}`]: () => ({ body: { name: 'alice.latch', avatar: 'https://img.test/alice.png' } }) },
    });
    expect(await screen.findByText('alice.latch')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Avatar of alice.latch' }).getAttribute('src')).toBe('https://img.test/alice.png');
    expect(screen.getByTitle(ADDRESS).textContent).toBe('0x7099…79C8');
    expect(services.calls(`/v1/identity/${ADDRESS}`)[0]?.searchParams.get('sender')).toBe(ADDRESS);
    await settled();
  });

  it('copies the address and says so in a snack', async () => {
    await openAccount();
    await settled();
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith(ADDRESS);
    expect(await screen.findByText('Address copied')).toBeTruthy();
  });

  it('says when the page may not copy', async () => {
    await openAccount();
    await settled();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async () => Promise.reject(new Error('denied')) }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Could not copy to the clipboard'));
  });

  it('links to the address on the network’s block explorer, in a new tab', async () => {
    await openAccount();
    await settled();
    const link = screen.getByRole('link', { name: 'View on Devnet Explorer (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe(`http://127.0.0.1:5173/explorer/address/${ADDRESS}`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('has no explorer link when the network has no explorer', async () => {
    const { blockExplorers: _, ...noExplorer } = testNetwork;
    await openAccount({ config: { networks: [noExplorer] } });
    await settled();
    expect(screen.queryByRole('link', { name: /View on/ })).toBeNull();
  });
});

describe('Account navigation and features', () => {
  it('opens the network list from the network button', async () => {
    await openAccount();
    await settled();
    await userEvent.click(screen.getByRole('button', { name: 'Latch Devnet, switch network' }));
    expect(await screen.findByRole('heading', { name: 'Choose Network' })).toBeTruthy();
  });

  it('shows the network without a button when network switching is off', async () => {
    await openAccount({ config: { enableNetworkSwitch: false } });
    await settled();
    expect(screen.getByText('Latch Devnet', { selector: 'dd' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /switch network/ })).toBeNull();
  });

  it('shows Buy, Swap, Receive then Send by default (SPEC 2), and opens their views', async () => {
    const { latch } = await openAccount();
    await settled();
    const features = within(screen.getByRole('list', { name: 'Wallet features' }));
    expect(features.getAllByRole('button').map((b) => b.textContent)).toEqual(['Buy', 'Swap', 'Receive', 'Send']);
    for (const [label, view] of [['Buy', 'OnRamp'], ['Swap', 'Swap'], ['Send', 'WalletSend']] as const) {
      await userEvent.click(within(screen.getByRole('list', { name: 'Wallet features' })).getByRole('button', { name: label }));
      expect(latch.getState().router.history.at(-1)?.view).toBe(view);
      expect(await screen.findByRole('heading', { name: label })).toBeTruthy();
      act(() => goBack(latch));
      await screen.findByRole('list', { name: 'Wallet features' });
    }
    await userEvent.click(await screen.findByRole('button', { name: 'Receive' }));
    expect(await screen.findByRole('heading', { name: 'Receive' })).toBeTruthy();
  });

  it('follows the configured feature order and flags', async () => {
    await openAccount({ config: { walletFeaturesOrder: ['send', 'receive', 'onramp', 'swaps'] } });
    await settled();
    expect(within(screen.getByRole('list', { name: 'Wallet features' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['Send', 'Receive', 'Buy', 'Swap']);
  });

  it.each([
    ['onramp', ['Swap', 'Receive', 'Send']],
    ['swaps', ['Buy', 'Receive', 'Send']],
  ])('hides the feature when the remote features switch %s off', async (id, shown) => {
    const { latch } = await openAccount({ routes: { '/appkit/v1/config': () => ({ body: { features: [{ id, isEnabled: false, config: null }] } }) } });
    await settled();
    await act(() => loadRemoteFeatures(latch));
    expect(within(screen.getByRole('list', { name: 'Wallet features' })).getAllByRole('button').map((b) => b.textContent)).toEqual(shown);
  });

  it('shows Buy while the remote features name one onramp provider', async () => {
    const { latch } = await openAccount({ routes: { '/appkit/v1/config': () => ({ body: { features: [{ id: 'onramp', isEnabled: true, config: ['meld'] }] } }) } });
    await settled();
    await act(() => loadRemoteFeatures(latch));
    expect(latch.getState().options.remoteFeatures.onramp).toEqual(['meld']);
    expect(within(screen.getByRole('list', { name: 'Wallet features' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['Buy', 'Swap', 'Receive', 'Send']);
  });

  it('hides Buy outside its namespaces (SPEC 9), and Send where the adapter declares no send', async () => {
    const bitcoin = { ...testNetwork, id: '000000000019d6689c085ae165831e93', caipNetworkId: 'bip122:000000000019d6689c085ae165831e93' as const, chainNamespace: 'bip122' as const, name: 'Bitcoin', blockExplorers: undefined };
    await openAccount({
      config: { networks: [bitcoin] },
      adapter: { namespace: 'bip122', chainId: bitcoin.id, address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', rules: { address: 'bc1[a-z0-9]{39,59}' } },
    });
    expect(within(screen.getByRole('list', { name: 'Wallet features' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['Swap', 'Receive']);
  });

  it('shows Send on any namespace whose adapter declares a send, with no namespace named in ui', async () => {
    const bitcoin = { ...testNetwork, id: '000000000019d6689c085ae165831e93', caipNetworkId: 'bip122:000000000019d6689c085ae165831e93' as const, chainNamespace: 'bip122' as const, name: 'Bitcoin', blockExplorers: undefined };
    await openAccount({
      config: { networks: [bitcoin] },
      adapter: { namespace: 'bip122', chainId: bitcoin.id, address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', rules: { address: 'bc1[a-z0-9]{39,59}', sends: 'native' } },
    });
    expect(within(screen.getByRole('list', { name: 'Wallet features' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['Swap', 'Receive', 'Send']);
  });

  it('hides a feature that is switched off, and the list with none left', async () => {
    const { latch } = await openAccount({
      config: { features: { send: false, receive: false } },
      routes: { '/appkit/v1/config': () => ({ body: { features: [{ id: 'onramp', isEnabled: false, config: null }, { id: 'swaps', isEnabled: false, config: null }] } }) },
    });
    await settled();
    expect(within(screen.getByRole('list', { name: 'Wallet features' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['Buy', 'Swap']);
    await act(() => loadRemoteFeatures(latch));
    expect(screen.queryByRole('list', { name: 'Wallet features' })).toBeNull();
  });

  it('shows the preferred account type for an auth connector only', async () => {
    await openAccount({
      adapter: { connectors: [{ id: 'latch.embedded', name: 'Email', type: 'AUTH', chain: 'eip155' }] },
      connectorId: 'latch.embedded',
    });
    await settled();
    expect(screen.getByText('Account type').nextElementSibling?.textContent).toBe('Smart Account');
  });

  it("marks an embedded wallet's smart account with a badge beside its address, and its EOA with none", async () => {
    const embedded = { connectors: [{ id: 'latch.embedded', name: 'Email', type: 'AUTH' as const, chain: 'eip155' as const }] };
    const { unmount } = await openAccount({ adapter: { ...embedded, user: { email: 'ada@example.com', accountType: 'smartAccount', smartAccountDeployed: false } }, connectorId: 'latch.embedded' });
    await settled();
    expect(screen.getByTitle(ADDRESS).parentElement?.textContent).toContain('Smart Account');
    expect(screen.getByText('Account type').nextElementSibling?.textContent).toBe('Smart Account');
    unmount();
    await openAccount({ adapter: { ...embedded, user: { email: 'ada@example.com', accountType: 'eoa' } }, connectorId: 'latch.embedded' });
    await settled();
    expect(screen.getByTitle(ADDRESS).parentElement?.textContent).not.toContain('Smart Account');
    expect(screen.getByText('Account type').nextElementSibling?.textContent).toBe('EOA');
  });

  it('does not show an account type for other wallets', async () => {
    await openAccount();
    await settled();
    expect(screen.queryByText('Account type')).toBeNull();
  });
});
