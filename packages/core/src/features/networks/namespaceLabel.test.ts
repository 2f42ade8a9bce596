import { memoryAdapter, testNetwork } from '../../testing/memoryAdapter.js';
import { testLatch } from '../../../test/setup.js';
import { selectNamespaceLabel } from './namespaceLabel.js';

describe('namespace labels', () => {
  it("names a namespace as its adapter's rules do, and one without an adapter by the namespace itself", () => {
    const bitcoin = memoryAdapter({ namespace: 'bip122', rules: { label: 'Bitcoin', address: 'bc1[a-z0-9]{39,59}', sends: 'native' } });
    const cosmos = { ...testNetwork, id: 'cosmoshub-4', caipNetworkId: 'cosmos:cosmoshub-4' as const, chainNamespace: 'cosmos' };
    const { latch } = testLatch({ networks: [testNetwork, cosmos], adapters: [memoryAdapter({ label: 'Ethereum and co.' }).adapter, bitcoin.adapter] });
    const label = selectNamespaceLabel(latch.getState());
    expect(['eip155', 'bip122', 'cosmos'].map(label)).toEqual(['Ethereum and co.', 'Bitcoin', 'cosmos']);
  });
});
