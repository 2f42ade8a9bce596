import { selectConnectMethodOrder, selectWalletConnectors } from './selectors.js';
import { connect } from '../../actions/connection.js';
import { memoryAdapter, testNetwork } from '../../testing/memoryAdapter.js';
import { networksSlice } from '../networks/networksSlice.js';
import { testLatch } from '../../../test/setup.js';
import type { ConnectorInfo } from '../../adapter/types.js';

const solana = { ...testNetwork, id: 'devnet', caipNetworkId: 'solana:devnet' as const, chainNamespace: 'solana' as const, name: 'Solana Devnet' };
const connector = (id: string, type: ConnectorInfo['type']): ConnectorInfo => ({ id, name: id, type, chain: 'eip155' });

describe('connect method order (SPEC 2)', () => {
  it('is email, social, wallet when no injected or announced wallet is shown', () => {
    const { latch, wallet } = testLatch();
    wallet.announce([connector('wc', 'WALLET_CONNECT')]);
    expect(selectConnectMethodOrder(latch.getState())).toEqual(['email', 'social', 'wallet']);
  });

  it('puts wallet first when an announced wallet is shown', () => {
    const { latch } = testLatch();
    expect(selectConnectMethodOrder(latch.getState())).toEqual(['wallet', 'email', 'social']);
  });

  it('puts wallet first when an injected wallet is shown', () => {
    const { latch, wallet } = testLatch();
    wallet.announce([connector('injected', 'INJECTED')]);
    expect(selectConnectMethodOrder(latch.getState())).toEqual(['wallet', 'email', 'social']);
  });

  it("counts another namespace's wallet too while that namespace has no account", () => {
    const { latch, wallet } = testLatch();
    wallet.announce([{ ...connector('phantom', 'ANNOUNCED'), chain: 'solana' }]);
    expect(selectConnectMethodOrder(latch.getState())).toEqual(['wallet', 'email', 'social']);
  });

  it('takes its order from config', () => {
    const { latch, wallet } = testLatch({ connectMethodsOrder: ['social', 'wallet', 'email'] });
    wallet.announce([]);
    expect(selectConnectMethodOrder(latch.getState())).toEqual(['social', 'wallet', 'email']);
  });
});

describe('connector order (SPEC 2)', () => {
  it('sorts by walletConnect, recent, injected, featured, custom, external, recommended', () => {
    const { latch, wallet } = testLatch();
    wallet.announce([connector('ext', 'EXTERNAL'), connector('injected', 'INJECTED'), connector('wc', 'WALLET_CONNECT'), connector('auth', 'AUTH')]);
    expect(selectWalletConnectors(latch.getState()).map((c) => c.id)).toEqual(['wc', 'injected', 'ext']);
  });

  it("offers another namespace's wallets while it has no account, and one wallet of several namespaces once", async () => {
    const evm = memoryAdapter({ connectors: [connector('wc', 'WALLET_CONNECT'), connector('io.phantom', 'ANNOUNCED'), connector('io.metamask', 'ANNOUNCED')] });
    const onSolana = (id: string, type: ConnectorInfo['type'], name = id): ConnectorInfo => ({ id, name, type, chain: 'solana' });
    const sol = memoryAdapter({
      namespace: 'solana',
      connectors: [onSolana('solana-wc', 'WALLET_CONNECT', 'WalletConnect'), onSolana('phantom-standard', 'ANNOUNCED', ' IO.Phantom'), onSolana('backpack', 'ANNOUNCED')],
    });
    const { latch } = testLatch({ adapters: [evm.adapter, sol.adapter], networks: [testNetwork, solana] });
    const rows = () => selectWalletConnectors(latch.getState()).map((row) => [row.id, row.others.map((other) => other.id)]);
    expect(rows()).toEqual([
      ['wc', ['solana-wc']],
      ['io.phantom', ['phantom-standard']],
      ['io.metamask', []],
      ['backpack', []],
    ]);

    // Connected on Solana, its wallets are no longer offered on EVM; on Solana its own come first.
    await connect(latch, { connectorId: 'backpack', namespace: 'solana' });
    latch.store.dispatch(networksSlice.actions.activeNetworkSet(testNetwork.caipNetworkId));
    expect(rows()).toEqual([
      ['wc', []],
      ['io.phantom', []],
      ['io.metamask', []],
    ]);
    latch.store.dispatch(networksSlice.actions.activeNetworkSet(solana.caipNetworkId));
    expect(rows()[1]).toEqual(['phantom-standard', ['io.phantom']]);
  });

  it('takes a connector-type order from config', () => {
    const { latch, wallet } = testLatch({ connectorTypeOrder: ['external', 'injected', 'walletConnect'] });
    wallet.announce([connector('wc', 'WALLET_CONNECT'), connector('injected', 'INJECTED'), connector('ext', 'EXTERNAL')]);
    expect(selectWalletConnectors(latch.getState()).map((c) => c.id)).toEqual(['ext', 'injected', 'wc']);
  });
});
