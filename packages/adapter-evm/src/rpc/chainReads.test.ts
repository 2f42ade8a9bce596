import type { CaipNetwork } from '@latch/core';
import { manualClock, NATIVE_BALANCE_CACHE_MS } from '@latch/core/testing';
import { createChainReads, rpcUrlsFor } from './chainReads.js';
import { fakeNodes } from '../../test/fakeNodes.js';

const network = (http: string[], decimals = 18): CaipNetwork => ({
  id: 10,
  caipNetworkId: 'eip155:10',
  chainNamespace: 'eip155',
  name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals },
  rpcUrls: { default: { http } },
});

const WHO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

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
  it("reads the native balance with ethers' formatUnits, from the first URL that answers", async () => {
    const nodes = fakeNodes({ 'http://public': { answer: 'result' } });
    const reads = await createChainReads({ rpcUrls: { 10: ['http://own'] }, getUrl: nodes.getUrl });
    // The nodes hold 10^18 wei.
    await expect(reads.balance(WHO, network(['http://public']))).resolves.toEqual({ balance: '1.0', symbol: 'ETH' });
    expect(nodes.calls.filter((c) => c.method === 'eth_getBalance').map((c) => c.url)).toEqual(['http://own', 'http://public']);
    await expect(reads.balance(WHO, network(['http://public'], 6), { fresh: true })).resolves.toEqual({ balance: '1000000000000.0', symbol: 'ETH' });
    await expect(reads.balance(WHO, network(['http://public'], 21), { fresh: true })).resolves.toEqual({ balance: '0.001', symbol: 'ETH' });
    reads.transportFor(network(['http://public']))?.stop();
  });

  it('answers a balance read from its cache for 30 s (SPEC 9), and afresh when asked or past that', async () => {
    const nodes = fakeNodes({ 'http://public': { answer: 'result' } });
    const clock = manualClock(1_000);
    const reads = await createChainReads({ getUrl: nodes.getUrl, clock });
    const op = network(['http://public']);
    const asked = () => nodes.calls.filter((c) => c.method === 'eth_getBalance').length;
    await reads.balance(WHO, op);
    clock.advance(NATIVE_BALANCE_CACHE_MS - 1);
    await expect(reads.balance(WHO.toLowerCase(), op)).resolves.toEqual({ balance: '1.0', symbol: 'ETH' });
    expect(asked()).toBe(1);
    await reads.balance(WHO, op, { fresh: true });
    expect(asked()).toBe(2);
    clock.advance(NATIVE_BALANCE_CACHE_MS);
    await reads.balance(WHO, op);
    expect(asked()).toBe(3);
    reads.transportFor(op)?.stop();
  });

  it('keeps one transport per chain and set of URLs', async () => {
    const reads = await createChainReads();
    expect(reads.transportFor(network(['http://a']))).toBe(reads.transportFor(network(['http://a'])));
    expect(reads.transportFor(network(['http://a']))).not.toBe(reads.transportFor(network(['http://b'])));
  });

  it('refuses a balance read with no URL or for a malformed address, and sends without waiting for a receipt', async () => {
    const nodes = fakeNodes({ 'http://public': { answer: 'result' } });
    const reads = await createChainReads({ getUrl: nodes.getUrl });
    await expect(reads.balance(WHO, network([]))).rejects.toThrow('OP Mainnet has no RPC URL');
    await expect(reads.balance('vitalik.eth', network(['http://public']))).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect(nodes.calls).toEqual([]);
    await expect(reads.confirm(`0x${'ab'.repeat(32)}`, network([]))).resolves.toBeUndefined();
  });
});
