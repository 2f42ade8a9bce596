import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { memoryAdapter, testMainnet, testNetwork } from '@latch/core/testing';
import { openAccount } from '../../../test/accountServices.js';
import { pushView } from '@latch/core';
import { resetView } from '@latch/core/internal';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

async function openNetworks() {
  const setup = await openAccount({ config: { networks: [testNetwork, testMainnet] } });
  await screen.findByText('No tokens yet');
  await userEvent.click(screen.getByRole('button', { name: 'Latch Devnet, switch network' }));
  await screen.findByRole('list', { name: 'Networks' });
  return setup;
}
const network = (name: RegExp) => within(screen.getByRole('list', { name: 'Networks' })).getByRole('button', { name });

describe('Networks view', () => {
  it('lists the namespace’s networks with the active one marked', async () => {
    await openNetworks();
    const buttons = within(screen.getByRole('list', { name: 'Networks' })).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['LLatch DevnetActive', 'EEthereum']);
    expect(network(/Latch Devnet/).getAttribute('aria-current')).toBe('true');
    expect(network(/Ethereum/).hasAttribute('aria-current')).toBe(false);
  });

  it('switches through the wallet and returns to the account on the new network', async () => {
    const { wallet, latch } = await openNetworks();
    await userEvent.click(network(/Ethereum/));
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeTruthy();
    expect(wallet.calls).toContain('switch:eip155:1');
    expect(screen.getByRole('button', { name: 'Ethereum, switch network' })).toBeTruthy();
    expect(latch.getState().networks.activeByNamespace.eip155).toBe('eip155:1');
    await screen.findByText('No tokens yet');
  });

  it('shows the pending switch until the wallet answers', async () => {
    const { wallet } = await openNetworks();
    let approve: () => void = () => undefined;
    wallet.adapter.switchNetwork = () => new Promise<void>((resolve) => (approve = resolve));
    await userEvent.click(network(/Ethereum/));
    const pending = network(/Ethereum/);
    expect(pending.textContent).toContain('Approve in wallet…');
    expect(pending.getAttribute('aria-busy')).toBe('true');
    expect(network(/Latch Devnet/).getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(pending);
    await act(async () => approve());
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeTruthy();
    await screen.findByText('No tokens yet');
  });

  it('on failure goes back (SPEC 4) and says why in a snack', async () => {
    const { wallet, latch } = await openNetworks();
    wallet.control.switchError = new Error('User rejected the request.');
    await userEvent.click(network(/Ethereum/));
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('User rejected the request.');
    expect(latch.getState().networks.activeByNamespace.eip155).toBe('eip155:31337');
  });

  it('keeps the failure on screen when there is no view to go back to', async () => {
    const { wallet, latch } = await openAccount({ config: { networks: [testNetwork, testMainnet] } });
    await screen.findByText('No tokens yet');
    act(() => resetView(latch, 'Networks'));
    wallet.control.switchError = new Error('User rejected the request.');
    await userEvent.click(await screen.findByRole('button', { name: /Ethereum/ }));
    expect(await within(screen.getByRole('dialog')).findByText('User rejected the request.')).toBeTruthy();
    expect(network(/Ethereum/).hasAttribute('aria-disabled')).toBe(false);
  });

  it('goes back without a switch when the active network is chosen', async () => {
    const { wallet } = await openNetworks();
    await userEvent.click(network(/Latch Devnet/));
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeTruthy();
    expect(wallet.calls.filter((call) => call.startsWith('switch:'))).toEqual([]);
  });

  it('is operable by keyboard', async () => {
    const { wallet } = await openNetworks();
    network(/Latch Devnet/).focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(network(/Ethereum/));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(wallet.calls).toContain('switch:eip155:1'));
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeTruthy();
    await screen.findByText('No tokens yet');
  });
});

describe('Networks view with two namespaces', () => {
  const solanaNetwork = { ...testNetwork, id: 'localnet', caipNetworkId: 'solana:localnet' as const, chainNamespace: 'solana' as const, name: 'Solana Local', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 } };

  async function openBoth() {
    const evm = memoryAdapter();
    const solana = memoryAdapter({ namespace: 'solana', label: 'Solana', address: 'So11111111111111111111111111111111111111112', chainId: 'localnet' });
    const setup = await openAccount({ config: { networks: [testNetwork, solanaNetwork, testMainnet], adapters: [evm.adapter, solana.adapter] } });
    await screen.findByText('No tokens yet');
    await userEvent.click(screen.getByRole('button', { name: 'Latch Devnet, switch network' }));
    await screen.findByRole('list', { name: 'EVM networks' });
    return { ...setup, evm, solana };
  }

  it('groups the networks by namespace under a heading each, in configuration order', async () => {
    await openBoth();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['EVM', 'Solana']);
    const names = (list: string) => within(screen.getByRole('list', { name: list })).getAllByRole('button').map((b) => b.textContent);
    expect(names('EVM networks')).toEqual(['LLatch DevnetActive', 'EEthereum']);
    expect(names('Solana networks')).toEqual(['SSolana Local']);
  });

  it("offers the other namespace's wallets when none of its accounts is connected, and comes back to the account kept", async () => {
    const { latch, solana } = await openBoth();
    await userEvent.click(within(screen.getByRole('list', { name: 'Solana networks' })).getByRole('button', { name: /Solana Local/ }));
    expect(await screen.findByRole('heading', { name: 'Connect Wallet' })).toBeTruthy();
    expect(latch.getState().networks.activeNamespace).toBe('solana');
    expect(solana.calls.filter((call) => call.startsWith('switch:'))).toEqual([]);
    act(() => pushView(latch, 'Networks'));
    await userEvent.click(within(await screen.findByRole('list', { name: 'EVM networks' })).getByRole('button', { name: /Latch Devnet/ }));
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeTruthy();
    expect(latch.getState().networks.activeNamespace).toBe('eip155');
  });
});
