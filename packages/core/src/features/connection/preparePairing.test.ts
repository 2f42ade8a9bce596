import type { ChainAdapter } from '../../adapter/types.js';
import { preparePairing } from '../../actions/pairing.js';
import { memoryAdapter, testNetwork } from '../../testing/memoryAdapter.js';
import { testLatch } from '../../../test/setup.js';
import { connect } from '../../actions/connection.js';

/** The memory adapter with a WalletConnect-like preparePairing that records the networks it was asked for. */
function pairingAdapter(prepare: (network: unknown) => Promise<void> = async () => undefined) {
  const wallet = memoryAdapter();
  const asked: unknown[] = [];
  const adapter: ChainAdapter = {
    ...wallet.adapter,
    preparePairing: async ({ network }) => {
      asked.push(network);
      await prepare(network);
    },
  };
  return { adapter, asked };
}

describe('preparePairing', () => {
  it('asks the active namespace adapter to get a pairing ready on the active network', async () => {
    const { adapter, asked } = pairingAdapter();
    const { latch } = testLatch({ adapters: [adapter] });
    await preparePairing(latch);
    expect(asked).toEqual([testNetwork]);
  });

  it('asks nothing once the namespace is connected', async () => {
    const { adapter, asked } = pairingAdapter();
    const { latch } = testLatch({ adapters: [adapter] });
    await connect(latch, { connectorId: 'io.test' });
    await preparePairing(latch);
    expect(asked).toEqual([]);
  });

  it('is quiet when the adapter fails, and a no-op for adapters without it', async () => {
    const { adapter, asked } = pairingAdapter(async () => {
      throw new Error('relay unreachable');
    });
    await expect(preparePairing(testLatch({ adapters: [adapter] }).latch)).resolves.toBeUndefined();
    expect(asked).toHaveLength(1);
    await expect(preparePairing(testLatch().latch)).resolves.toBeUndefined();
  });
});
