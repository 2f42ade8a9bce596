import { z } from 'zod';
import type { ConnectorInfo } from '../../adapter/types.js';
import { ErrorMessages } from '../../errors/catalogue.js';
import { memoryAdapter, testNetwork } from '../../testing/memoryAdapter.js';
import { SOCIAL_PROVIDER_KEY } from './disconnectThunks.js';
import type { LatchEvent } from '../../store/events.js';
import { testLatch } from '../../../test/setup.js';
import { connect, disconnect } from '../../actions/connection.js';

const solanaNetwork = { ...testNetwork, id: 'devnet', caipNetworkId: 'solana:devnet' as const, chainNamespace: 'solana' as const, name: 'Solana Devnet', nativeCurrency: { name: 'Sol', symbol: 'SOL', decimals: 9 } };

/** An EVM and a Solana wallet, both reached through connectors of one type. */
function twoChains(type: ConnectorInfo['type']) {
  const evm = memoryAdapter({ connectors: [{ id: 'shared', name: 'Shared', type, chain: 'eip155' }] });
  const sol = memoryAdapter({ namespace: 'solana', address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', chainId: 'devnet', connectors: [{ id: 'shared', name: 'Shared', type, chain: 'solana' }] });
  const setup = testLatch({ adapters: [evm.adapter, sol.adapter], networks: [testNetwork, solanaNetwork] });
  const events: LatchEvent[] = [];
  setup.latch.onEvent((event) => events.push(event));
  return { ...setup, evm, sol, events };
}

async function connectBoth(latch: ReturnType<typeof twoChains>['latch']) {
  await connect(latch, { connectorId: 'shared', namespace: 'solana' });
  await connect(latch, { connectorId: 'shared', namespace: 'eip155' });
}

describe('disconnect across chains (SPEC 4)', () => {
  it.each(['WALLET_CONNECT', 'AUTH'] as const)('with a %s connector, disconnects every chain of that connector type', async (type) => {
    const { latch, evm, sol, events } = twoChains(type);
    await connectBoth(latch);
    await disconnect(latch, 'eip155');
    expect(evm.calls).toContain('disconnect');
    expect(sol.calls).toContain('disconnect');
    expect([latch.getState().accounts.eip155?.status, latch.getState().accounts.solana?.status]).toEqual(['disconnected', 'disconnected']);
    expect(events).toEqual([{ type: 'DISCONNECT_SUCCESS', properties: { namespaces: ['eip155', 'solana'] } }]);
  });

  it('with an injected connector, disconnects only its own chain', async () => {
    const { latch, sol } = twoChains('INJECTED');
    await connectBoth(latch);
    await disconnect(latch, 'eip155');
    expect(sol.calls).not.toContain('disconnect');
    expect(latch.getState().accounts.solana?.status).toBe('connected');
  });

  it('says "Failed to disconnect chain {x}" for the chain that failed, clears every chain, and sends an error event', async () => {
    const { latch, sol, events } = twoChains('WALLET_CONNECT');
    await connectBoth(latch);
    sol.control.disconnectError = new Error('relay closed');
    await expect(disconnect(latch, 'eip155')).rejects.toThrow('Failed to disconnect chain solana');
    expect(latch.getState().accounts.solana?.status).toBe('disconnected');
    expect(events).toEqual([{ type: 'DISCONNECT_ERROR', properties: { namespaces: ['eip155', 'solana'], message: ErrorMessages.failedToDisconnectChain('solana').text } }]);
  });

  it('clears the saved social provider', async () => {
    const { latch, storage } = testLatch();
    storage.set(SOCIAL_PROVIDER_KEY, 'google');
    await connect(latch, { connectorId: 'io.test' });
    await disconnect(latch);
    expect(storage.get(SOCIAL_PROVIDER_KEY, z.string())).toBeUndefined();
  });

  it('stops calling an event listener after it unsubscribes', async () => {
    const { latch } = testLatch();
    const seen: string[] = [];
    const stop = latch.onEvent((event) => seen.push(event.type));
    await connect(latch, { connectorId: 'io.test' });
    await disconnect(latch);
    stop();
    await connect(latch, { connectorId: 'io.test' });
    await disconnect(latch);
    expect(seen).toEqual(['DISCONNECT_SUCCESS']);
  });
});
