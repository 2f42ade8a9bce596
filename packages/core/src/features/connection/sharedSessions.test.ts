import { connect, disconnect } from '../../actions/connection.js';
import type { ConnectorInfo, ConnectorType } from '../../adapter/types.js';
import type { ChainNamespace } from '../../caip/namespaces.js';
import { memoryAdapter, testNetwork } from '../../testing/memoryAdapter.js';
import { flush } from '../../../test/flush.js';
import { testLatch } from '../../../test/setup.js';

const SOL_ADDRESS = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T';
const solana = { ...testNetwork, id: 'devnet', caipNetworkId: 'solana:devnet' as const, chainNamespace: 'solana' as const, name: 'Solana Devnet' };
const connector = (chain: ChainNamespace, type: ConnectorType, id = type === 'WALLET_CONNECT' ? 'walletConnect' : type === 'AUTH' ? 'auth' : `${chain}.wallet`): ConnectorInfo => ({
  id,
  name: id,
  type,
  chain,
});

/** Both namespaces, each with a WalletConnect connector, an auth connector and a wallet of its own. */
function twoNamespaces(solanaOptions: Partial<Parameters<typeof memoryAdapter>[0]> = {}) {
  const evm = memoryAdapter({ connectors: ['WALLET_CONNECT', 'AUTH', 'ANNOUNCED'].map((type) => connector('eip155', type as ConnectorType)) });
  const sol = memoryAdapter({
    namespace: 'solana',
    address: SOL_ADDRESS,
    chainId: 'devnet',
    connectors: ['WALLET_CONNECT', 'AUTH', 'ANNOUNCED'].map((type) => connector('solana', type as ConnectorType)),
    ...solanaOptions,
  });
  const setup = testLatch({ adapters: [evm.adapter, sol.adapter], networks: [testNetwork, solana] });
  return { ...setup, evm, sol };
}

const statusOf = (latch: ReturnType<typeof testLatch>['latch'], namespace: ChainNamespace) => latch.getState().accounts[namespace]?.status ?? 'disconnected';
const walletCalls = (calls: string[]) => calls.filter((call) => !call.startsWith('balance:'));

describe('a session shared by the namespaces (WalletConnect, the embedded wallet)', () => {
  it.each(['walletConnect', 'auth'])('a connect through %s brings the other namespace its account silently, and the active network stays', async (connectorId) => {
    const { latch, sol } = twoNamespaces();
    await connect(latch, { connectorId, namespace: 'eip155' });
    await flush();
    expect(walletCalls(sol.calls)).toEqual([`reconnect:${connectorId}`]);
    expect(latch.getState().accounts.solana).toMatchObject({ status: 'connected', caipAddress: `solana:devnet:${SOL_ADDRESS}` });
    expect(latch.getState().networks.activeNamespace).toBe('eip155');
    expect(latch.getState().connectors.connectedIds).toEqual({ eip155: connectorId, solana: connectorId });
  });

  it('leaves the other namespace disconnected, without an error, when the session holds no account there', async () => {
    const { latch, sol } = twoNamespaces({ stillAuthorized: false });
    await connect(latch, { connectorId: 'walletConnect', namespace: 'eip155' });
    await flush();
    expect(walletCalls(sol.calls)).toEqual(['reconnect:walletConnect']);
    expect(statusOf(latch, 'solana')).toBe('disconnected');
    expect(statusOf(latch, 'eip155')).toBe('connected');
  });

  it('asks nothing of the other namespace after a wallet of one namespace only', async () => {
    const { latch, sol } = twoNamespaces();
    await connect(latch, { connectorId: 'eip155.wallet', namespace: 'eip155' });
    await flush();
    expect(walletCalls(sol.calls)).toEqual([]);
    expect(statusOf(latch, 'solana')).toBe('disconnected');
  });

  it('keeps a connection the other namespace already has', async () => {
    const { latch, sol } = twoNamespaces();
    await connect(latch, { connectorId: 'solana.wallet', namespace: 'solana' });
    await connect(latch, { connectorId: 'walletConnect', namespace: 'eip155' });
    await flush();
    expect(walletCalls(sol.calls)).toEqual(['connect:solana.wallet']);
    expect(latch.getState().connectors.connectedIds.solana).toBe('solana.wallet');
  });

  it('and a disconnect of one ends both (SPEC 4)', async () => {
    const { latch, evm, sol } = twoNamespaces();
    await connect(latch, { connectorId: 'walletConnect', namespace: 'solana' });
    await flush();
    expect(statusOf(latch, 'eip155')).toBe('connected');
    await disconnect(latch, 'solana');
    expect([statusOf(latch, 'eip155'), statusOf(latch, 'solana')]).toEqual(['disconnected', 'disconnected']);
    expect([evm.calls.at(-1), sol.calls.at(-1)]).toEqual(['disconnect', 'disconnect']);
  });
});
