import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { memoryAdapter, testNetwork } from '@latch/core/testing';
import { renderLatch } from '../../../test/renderLatch.js';

const openModal = () => userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));

describe('Connect view', () => {
  it('lists the wallets of this browser, installed ones tagged', async () => {
    renderLatch({
      adapter: {
        connectors: [
          { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155', imageUrl: 'data:image/png;base64,AA==' },
          { id: 'ext', name: 'Ledger', type: 'EXTERNAL', chain: 'eip155' },
        ],
      },
    });
    await openModal();
    const buttons = await screen.findAllByRole('button', { name: /MetaMask|Ledger/ });
    // jsdom loads no image, so both show their initial (the preload has its own test).
    expect(buttons.map((b) => b.textContent)).toEqual(['MMetaMaskInstalled', 'LLedger']);
  });

  it("draws WalletConnect's mark inline when its connector brings no image, and the connector's own image when it does", async () => {
    renderLatch({
      adapter: {
        connectors: [
          { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
          { id: 'ext', name: 'Ledger', type: 'EXTERNAL', chain: 'eip155' },
        ],
      },
    });
    await openModal();
    const walletConnect = await screen.findByRole('button', { name: /WalletConnect/ });
    expect(walletConnect.querySelector('svg.latch-wallet-icon rect')?.getAttribute('fill')).toBe('#3b99fc');
    expect(walletConnect.querySelector('img, .latch-wallet-icon--placeholder')).toBeNull();
    expect(screen.getByRole('button', { name: /Ledger/ }).querySelector('svg')).toBeNull();
  });

  it('shows what to do when no wallet is found', async () => {
    renderLatch({ adapter: { connectors: [] } });
    await openModal();
    expect(await screen.findByText('No wallet found in this browser')).toBeTruthy();
    expect(screen.getByText('Install a browser wallet extension, then reload this page.')).toBeTruthy();
  });

  it('connects, closes the modal and shows balance and short address on the button', async () => {
    renderLatch();
    await openModal();
    await userEvent.click(await screen.findByRole('button', { name: /Test Wallet/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: '1.5 ETH 0x7099…79C8' })).toBeTruthy();
  });

  it('shows the refusal and lets the person retry', async () => {
    const { wallet } = renderLatch();
    wallet.control.connectError = new Error('User rejected the request.');
    await openModal();
    await userEvent.click(await screen.findByRole('button', { name: /Test Wallet/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('User rejected the request. Pick the wallet again to retry.');
    expect(screen.getByRole('button', { name: /Test Wallet/ }).getAttribute('aria-describedby')).toBe(alert.id);

    wallet.control.connectError = undefined;
    await userEvent.click(screen.getByRole('button', { name: /Test Wallet/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(wallet.calls.filter((c) => c.startsWith('connect'))).toHaveLength(2);
  });

  it('disables the list and says "Requesting…" while the wallet is asked', async () => {
    const { wallet } = renderLatch();
    let answer!: () => void;
    const original = wallet.adapter.connect;
    wallet.adapter.connect = (params) => new Promise((resolve) => (answer = () => resolve(original(params))));
    await openModal();
    await userEvent.click(await screen.findByRole('button', { name: /Test Wallet/ }));
    const button = screen.getByRole('button', { name: /Test Wallet/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toContain('Requesting…');
    expect(screen.getByRole('button', { name: 'Connecting…' })).toBeTruthy();
    answer();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lists the wallets of every namespace with no account yet, a wallet of both once, and connects it on both', async () => {
    const solanaNetwork = { ...testNetwork, id: 'devnet', caipNetworkId: 'solana:devnet' as const, chainNamespace: 'solana' as const, name: 'Solana Devnet' };
    const solana = memoryAdapter({
      namespace: 'solana',
      label: 'Solana',
      address: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
      chainId: 'devnet',
      connectors: [
        { id: 'duo-standard', name: 'Duo', type: 'ANNOUNCED', chain: 'solana' },
        { id: 'backpack', name: 'Backpack', type: 'ANNOUNCED', chain: 'solana' },
      ],
    });
    const { latch, wallet } = renderLatch({
      adapter: { connectors: [{ id: 'io.duo', name: 'Duo', type: 'ANNOUNCED', chain: 'eip155' }] },
      otherAdapters: [solana.adapter],
      config: { networks: [testNetwork, solanaNetwork] },
    });
    await openModal();
    const rows = await screen.findAllByRole('button', { name: /Duo|Backpack/ });
    expect(rows.map((b) => b.textContent)).toEqual(['DDuoEVM, SolanaInstalled', 'BBackpackSolanaInstalled']);

    await userEvent.click(rows[0]!);
    await waitFor(() => expect(latch.getState().accounts.solana?.status).toBe('connected'));
    expect([wallet.calls.filter((c) => c.startsWith('connect')), solana.calls.filter((c) => c.startsWith('connect'))]).toEqual([['connect:io.duo'], ['connect:duo-standard']]);
    expect(latch.getState().networks.activeNamespace).toBe('eip155');
  });
});
