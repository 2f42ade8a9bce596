// A login whose one session spans namespaces (the embedded wallet, WalletConnect) reports its
// accounts one after the other. The person may press Sign on the first before the second arrives;
// the second must not take the sign-in they are answering away from them.
import { connect } from '../actions/connection.js';
import type { ConnectorInfo } from '../adapter/types.js';
import type { ChainNamespace } from '../caip/namespaces.js';
import { createStorage } from '../storage/storage.js';
import { selectCurrentView } from '../features/modal/selectors.js';
import { signIn } from '../features/siwx/signIn.js';
import { memoryAdapter, testNetwork } from '../testing/memoryAdapter.js';
import { flush } from '../../test/flush.js';
import { testLatch } from '../../test/setup.js';
import { eip4361Siwx } from './eip4361.js';

const SOL_ADDRESS = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T';
const solana = { ...testNetwork, id: 'devnet', caipNetworkId: 'solana:devnet' as const, chainNamespace: 'solana' as const, name: 'Solana Devnet' };
const auth = (chain: ChainNamespace): ConnectorInfo => ({ id: 'auth', name: 'Email', type: 'AUTH', chain });

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** An embedded login over both namespaces whose Solana account arrives only when the test says. */
function embeddedLogin() {
  const evm = memoryAdapter({ connectors: [auth('eip155')] });
  const sol = memoryAdapter({ namespace: 'solana', address: SOL_ADDRESS, chainId: 'devnet', connectors: [auth('solana')] });
  const solanaArrives = deferred();
  const reconnect = sol.adapter.reconnect.bind(sol.adapter);
  sol.adapter.reconnect = async (params) => {
    await solanaArrives.promise;
    return reconnect(params);
  };
  // The frame asks the person (ApproveTransaction shows it) and signs when they approve.
  const approved = deferred();
  const sign = evm.adapter.signMessage.bind(evm.adapter);
  evm.adapter.signMessage = async (params) => {
    evm.emit({ type: 'approvalRequested' });
    await approved.promise;
    evm.emit({ type: 'approvalSettled' });
    return sign(params);
  };
  const siwx = eip4361Siwx({ domain: 'app.example', uri: 'https://app.example', storage: createStorage(null), required: true });
  const setup = testLatch({ adapters: [evm.adapter, sol.adapter], networks: [testNetwork, solana], siwx });
  return { ...setup, solanaArrives, approved };
}

describe('sign-in over a session shared by the namespaces', () => {
  it('keeps the approval the person is answering when the other namespace joins the session meanwhile, and signs in once', async () => {
    const { latch, solanaArrives, approved } = embeddedLogin();
    await connect(latch, { connectorId: 'auth', namespace: 'eip155' });
    await flush();
    expect(selectCurrentView(latch.getState())).toBe('SIWXSignMessage');

    const signing = signIn(latch);
    await flush();
    expect(selectCurrentView(latch.getState())).toBe('ApproveTransaction');

    solanaArrives.resolve();
    await flush();
    await flush();
    expect(latch.getState().accounts.solana?.status).toBe('connected');
    expect(selectCurrentView(latch.getState())).toBe('ApproveTransaction');

    approved.resolve();
    await signing;
    await flush();
    expect(latch.getState().siwx.session?.data.accountAddress).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    expect(latch.getState().siwx.error).toBeUndefined();
    expect(latch.getState().modal.open).toBe(false);
  });
});
