import { connectWallet } from '../../actions/connection.js';
import type { ConnectorInfo } from '../../adapter/types.js';
import { memoryAdapter, testNetwork } from '../../testing/memoryAdapter.js';
import { flush } from '../../../test/flush.js';
import { testLatch } from '../../../test/setup.js';
import { sendSlice } from '../send/sendSlice.js';
import { selectWalletConnectors } from './selectors.js';

const SOL_ADDRESS = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T';
const solana = { ...testNetwork, id: 'devnet', caipNetworkId: 'solana:devnet' as const, chainNamespace: 'solana' as const, name: 'Solana Devnet' };
const wallet = (id: string, chain: ConnectorInfo['chain'], name = id): ConnectorInfo => ({ id, name, type: 'ANNOUNCED', chain });

function bothNamespaces() {
  const evm = memoryAdapter({ connectors: [wallet('io.duo', 'eip155', 'Duo'), wallet('io.evm-only', 'eip155')] });
  const sol = memoryAdapter({ namespace: 'solana', address: SOL_ADDRESS, chainId: 'devnet', connectors: [wallet('duo-standard', 'solana', 'Duo'), wallet('sol-only', 'solana')] });
  const setup = testLatch({ adapters: [evm.adapter, sol.adapter], networks: [testNetwork, solana] });
  const row = (id: string) => selectWalletConnectors(setup.latch.getState()).find((r) => r.id === id)!;
  return { ...setup, evm, sol, row };
}
const walletCalls = (calls: string[]) => calls.filter((call) => !call.startsWith('balance:'));

describe('picking a wallet in Connect', () => {
  it('connects a wallet of both namespaces on the active one, then on the other alongside, the active network staying', async () => {
    const { latch, evm, sol, row } = bothNamespaces();
    await connectWallet(latch, row('io.duo'));
    await flush();
    expect([walletCalls(evm.calls), walletCalls(sol.calls)]).toEqual([['connect:io.duo'], ['connect:duo-standard']]);
    expect(latch.getState().accounts.solana).toMatchObject({ status: 'connected', caipAddress: `solana:devnet:${SOL_ADDRESS}` });
    expect(latch.getState().networks.activeNamespace).toBe('eip155');
  });

  it("switches to the wallet's namespace first when it serves only another (SPEC 4: the send form reset)", async () => {
    const { latch, sol, row } = bothNamespaces();
    latch.store.dispatch(sendSlice.actions.updated({ sendTokenAmount: '1.5' }));
    await connectWallet(latch, row('sol-only'));
    expect(walletCalls(sol.calls)).toEqual(['connect:sol-only']);
    expect(latch.getState().networks.activeNamespace).toBe('solana');
    expect(latch.getState().send).toEqual({});
  });

  it('keeps the first connection when the wallet refuses the other namespace', async () => {
    const { latch, sol, row } = bothNamespaces();
    sol.control.connectError = new Error('User rejected the request.');
    await expect(connectWallet(latch, row('io.duo'))).resolves.toMatchObject({ chainId: 31337 });
    await flush();
    expect(latch.getState().accounts.eip155?.status).toBe('connected');
    expect(latch.getState().accounts.solana?.status).toBe('disconnected');
  });

  it('asks a WalletConnect session once: the other namespace joins it rather than pairing again', async () => {
    const evm = memoryAdapter({ connectors: [{ id: 'wc', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }] });
    const sol = memoryAdapter({ namespace: 'solana', address: SOL_ADDRESS, chainId: 'devnet', connectors: [{ id: 'wc-sol', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'solana' }] });
    const { latch } = testLatch({ adapters: [evm.adapter, sol.adapter], networks: [testNetwork, solana] });
    const [row] = selectWalletConnectors(latch.getState());
    await connectWallet(latch, row!);
    await flush();
    expect([walletCalls(evm.calls), walletCalls(sol.calls)]).toEqual([['connect:wc'], ['reconnect:wc-sol']]);
  });
});
