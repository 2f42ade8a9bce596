import type { CaipNetwork } from '@latch/core';
import { createChainReads, rpcUrlsFor } from './chainReads.js';
import { fakeNodes } from '../../test/fakeNodes.js';

const network = (http: string[]): CaipNetwork => ({
  id: 10,
  caipNetworkId: 'eip155:10',
  chainNamespace: 'eip155',
  name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http } },
});

describe('rpcUrlsFor', () => {
  it("puts the dApp's URLs for the chain before the network's, each once", () => {
    expect(rpcUrlsFor(network(['http://public', 'http://own']), { 10: ['http://own', 'http://backup'], 1: ['http://mainnet'] })).toEqual([
      'http://own',
      'http://backup',
      'http://public',
    ]);
    expect(rpcUrlsFor(network(['http://public']))).toEqual(['http://public']);
  });
});

describe('createChainReads', () => {
  it('reads the native balance in whole units from the first URL that answers', async () => {
    const nodes = fakeNodes({ 'http://public': { answer: 'result' } });
    const reads = createChainReads({ rpcUrls: { 10: ['http://own'] }, fetch: nodes.fetch });
    await expect(reads.balance('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', network(['http://public']))).resolves.toEqual({ balance: '1', symbol: 'ETH' });
    expect(nodes.calls.filter((c) => c.method === 'eth_getBalance').map((c) => c.url)).toEqual(['http://own', 'http://public']);
    reads.transportFor(network(['http://public']))?.stop();
  });

  it('keeps one transport per chain and set of URLs', () => {
    const reads = createChainReads();
    expect(reads.transportFor(network(['http://a']))).toBe(reads.transportFor(network(['http://a'])));
    expect(reads.transportFor(network(['http://a']))).not.toBe(reads.transportFor(network(['http://b'])));
  });

  it('refuses a balance read with no URL, and sends without waiting for a receipt', async () => {
    const reads = createChainReads();
    await expect(reads.balance('0x0', network([]))).rejects.toThrow('OP Mainnet has no RPC URL');
    await expect(reads.confirm(`0x${'ab'.repeat(32)}`, network([]))).resolves.toBeUndefined();
  });
});
