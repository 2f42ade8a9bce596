import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createLatch, createStorage, type LatchEvent } from '@latch/core';
import { manualClock, memoryAdapter, testMainnet, testNetwork } from '@latch/core/testing';
import { LatchProvider } from '../LatchProvider.js';
import { AccountButton } from '../components/AccountButton/AccountButton.js';
import { NetworkButton } from '../components/NetworkButton/NetworkButton.js';
import { useDisconnect, useLatchAccount, useWalletInfo } from './account.js';
import { useLatchEvents } from './events.js';
import { useLatchModal } from './modal.js';
import { useLatchNetwork } from './network.js';
import { useLatchProvider } from './provider.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** A page of an app built on the public hooks only. */
function App({ events }: { events: LatchEvent[] }) {
  const account = useLatchAccount();
  const wallet = useWalletInfo();
  const { network, networks, switchNetwork } = useLatchNetwork();
  const modal = useLatchModal();
  const { disconnect } = useDisconnect();
  const provider = useLatchProvider('eip155');
  const [accounts, setAccounts] = useState<unknown>();
  useLatchEvents((event) => events.push(event));
  return (
    <main>
      <p data-testid="status">{account.status}</p>
      <p data-testid="address">{account.address ?? '—'}</p>
      <p data-testid="wallet">{wallet?.name ?? '—'}</p>
      <p data-testid="network">{network?.name}</p>
      <p data-testid="modal">{modal.isOpen ? 'open' : 'closed'}</p>
      <button type="button" onClick={() => modal.open({ view: 'Connect' })}>Open</button>
      <button type="button" onClick={() => void switchNetwork(networks[1]!)}>Second network</button>
      <button type="button" onClick={() => void disconnect()}>Leave</button>
      <button type="button" disabled={!provider} onClick={() => void provider!.request({ method: 'eth_accounts' }).then(setAccounts)}>
        Ask the wallet
      </button>
      <p data-testid="accounts">{JSON.stringify(accounts ?? null)}</p>
      <AccountButton />
      <NetworkButton />
    </main>
  );
}

function renderApp() {
  const wallet = memoryAdapter();
  const latch = createLatch({ projectId: 'latch-test', networks: [testNetwork, testMainnet], adapters: [wallet.adapter], storage: createStorage(null), clock: manualClock(), platform: { isMobile: () => false, isTelegram: () => false, isIosSafari: () => false } });
  const events: LatchEvent[] = [];
  render(
    <LatchProvider latch={latch}>
      <App events={events} />
    </LatchProvider>,
  );
  return { latch, wallet, events, text: (id: string) => screen.getByTestId(id).textContent };
}

describe('the public hooks', () => {
  it('open the modal, follow the connect, hand out the provider, switch network and disconnect, with the events', async () => {
    const { wallet, events, text } = renderApp();
    expect([text('status'), text('address'), text('wallet'), text('network'), text('modal')]).toEqual(['disconnected', '—', '—', testNetwork.name, 'closed']);
    expect(screen.queryByRole('button', { name: /0x7099/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(text('modal')).toBe('open');
    await userEvent.click(await screen.findByRole('button', { name: /Test Wallet/ }));
    await waitFor(() => expect(text('status')).toBe('connected'));
    expect([text('address'), text('wallet'), text('modal')]).toEqual([ADDRESS, 'Test Wallet', 'closed']);
    expect(screen.getByRole('button', { name: /0x7099…79C8/ })).toBeTruthy();

    const ask = screen.getByRole('button', { name: 'Ask the wallet' }) as HTMLButtonElement;
    await waitFor(() => expect(ask.disabled).toBe(false));
    await userEvent.click(ask);
    await waitFor(() => expect(text('accounts')).toBe(JSON.stringify([ADDRESS])));
    expect(wallet.calls).toContain('provider:eth_accounts');

    await userEvent.click(screen.getByRole('button', { name: 'Second network' }));
    await waitFor(() => expect(text('network')).toBe(testMainnet.name));
    expect(screen.getByRole('button', { name: `${testMainnet.name}, switch network` })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(text('status')).toBe('disconnected'));
    expect(events.map((event) => event.type)).toContain('DISCONNECT_SUCCESS');
    expect((screen.getByRole('button', { name: 'Ask the wallet' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('NetworkButton opens the Networks view', async () => {
    const { text } = renderApp();
    await userEvent.click(screen.getByRole('button', { name: `${testNetwork.name}, switch network` }));
    expect(await screen.findByRole('dialog', { name: 'Choose Network' })).toBeTruthy();
    expect(text('modal')).toBe('open');
  });
});
