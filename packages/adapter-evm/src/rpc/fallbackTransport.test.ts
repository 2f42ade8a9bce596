import { systemClock } from '@latch/core';
import * as ethers from '../ethers.js';
import { createFallbackTransport } from './fallbackTransport.js';
import { RpcTransportError } from './transportErrors.js';
import { fakeNodes, type Behaviour } from '../../test/fakeNodes.js';

const OWN = 'http://own.node';
const PUBLIC = 'http://public.node';
const WHO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup(own: Behaviour, pub: Behaviour = { answer: 'result', afterMs: 100 }) {
  const nodes = fakeNodes({ [OWN]: own, [PUBLIC]: pub });
  const transport = createFallbackTransport({ ethers, urls: [OWN, PUBLIC], chainId: 10, clock: systemClock, getUrl: nodes.getUrl });
  return { nodes, transport };
}

/**
 * `promise`, once jest's clock has run `ms` and then on, a millisecond at a time, until it settles:
 * ethers queues each request on a zero-delay timer, which fake timers set during a tick put 1 ms later.
 */
async function settled<T>(promise: Promise<T>, ms = 0): Promise<T> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await jest.advanceTimersByTimeAsync(ms);
  for (let i = 0; !done && i < 100; i++) await jest.advanceTimersByTimeAsync(1);
  return promise;
}

/** Runs jest's clock `ms`, and the few milliseconds more that requests queued in that time need to go out. */
const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms + 5);

const blockNumber = (provider: ethers.JsonRpcProvider) => provider.getBlockNumber();
const balance = (provider: ethers.JsonRpcProvider) => provider.getBalance(WHO);

describe('pinging (SPEC 9: every 4000 ms, 1000 ms timeout, last 10 samples)', () => {
  it('starts with the first request, pings every 4000 ms, and stops a minute after the last request', async () => {
    const { nodes, transport } = setup({ answer: 'result' });
    await jest.advanceTimersByTimeAsync(10_000);
    expect(nodes.pings(OWN)).toBe(0);

    await settled(transport.run(balance));
    expect(nodes.pings(OWN)).toBe(1);
    await advance(4_000);
    expect(nodes.pings(OWN)).toBe(2);
    await advance(56_000);
    const atIdle = nodes.pings(OWN);
    await advance(40_000);
    expect(nodes.pings(OWN)).toBe(atIdle);

    await settled(transport.run(balance));
    expect(nodes.pings(OWN)).toBe(atIdle + 1);
    transport.stop();
  });

  it('pings with eth_blockNumber (getBlockNumber), and sends no eth_chainId: the chain is static', async () => {
    const { nodes, transport } = setup({ answer: 'result' });
    await settled(transport.ping(), 100);
    expect(nodes.calls.map((c) => [c.url, c.method, c.params])).toEqual([
      [OWN, 'eth_blockNumber', []],
      [PUBLIC, 'eth_blockNumber', []],
    ]);
  });

  it('gives a ping up after 1000 ms, counts it as a failure, and ranks that URL last', async () => {
    const { transport } = setup({ answer: 'result', afterMs: 1_500 }, { answer: 'result', afterMs: 900 });
    let pinged = false;
    void transport.ping().then(() => (pinged = true));
    await advance(1_000);
    expect(pinged).toBe(true);
    expect(transport.ranking()).toEqual([PUBLIC, OWN]);
  });

  it('judges a URL on its last 10 pings only', async () => {
    const { nodes, transport } = setup({ answer: 'refuse' }, { answer: 'result', afterMs: 300 });
    const round = () => settled(transport.ping(), 300);
    for (let i = 0; i < 15; i++) await round();
    nodes.behaviours[OWN] = { answer: 'result', afterMs: 10 };
    // 8 of the last 10 answered: 0.7 × 0.8 + 0.3 × 0.99 < 0.7 + 0.3 × 0.7.
    for (let i = 0; i < 8; i++) await round();
    expect(transport.ranking()).toEqual([PUBLIC, OWN]);
    // The 15 failures before are out of the window now; counted, they would keep OWN last.
    for (let i = 0; i < 2; i++) await round();
    expect(transport.ranking()).toEqual([OWN, PUBLIC]);
  });

  it('does not ping a single URL: there is nothing to rank', async () => {
    const nodes = fakeNodes({ [OWN]: { answer: 'result' } });
    const transport = createFallbackTransport({ ethers, urls: [OWN], chainId: 10, clock: systemClock, getUrl: nodes.getUrl });
    await settled(transport.run(balance));
    await jest.advanceTimersByTimeAsync(20_000);
    expect(nodes.pings(OWN)).toBe(0);
  });
});

describe('requests', () => {
  it('go to the given order before any ping, then to the best-ranked URL first', async () => {
    const { nodes, transport } = setup({ answer: 'result', afterMs: 800 }, { answer: 'result', afterMs: 20 });
    await settled(transport.run(balance), 800);
    expect(nodes.calls.find((c) => c.method === 'eth_getBalance')?.url).toBe(OWN);

    await settled(transport.run(balance), 20);
    expect(nodes.calls.filter((c) => c.method === 'eth_getBalance').map((c) => c.url)).toEqual([OWN, PUBLIC]);
    transport.stop();
  });

  it('are ethers calls: getBalance sends eth_getBalance with the address in lower case at "latest"', async () => {
    const { nodes, transport } = setup({ answer: 'result' });
    await expect(settled(transport.run(balance))).resolves.toBe(10n ** 18n);
    expect(nodes.calls.find((c) => c.method === 'eth_getBalance')?.params).toEqual([WHO.toLowerCase(), 'latest']);
    await expect(settled(transport.run((provider) => provider.send('eth_chainId', [])))).resolves.toBe('0x10');
    transport.stop();
  });

  it.each<[string, Behaviour, number]>([
    ['a network error', { answer: 'refuse' }, 0],
    ['a 10 s timeout', { answer: 'hang' }, 10_000],
    ['an HTTP error status', { answer: 'status', status: 503 }, 0],
    ['a throttling 429, without waiting to retry', { answer: 'status', status: 429 }, 0],
    ['an answer that is not JSON', { answer: 'html' }, 0],
    ['a result of the wrong shape', { answer: 'garbled' }, 0],
  ])('fall back to the next URL on %s', async (_, own, wait) => {
    const { nodes, transport } = setup(own, { answer: 'result' });
    const result = transport.run(balance);
    if (wait > 0) {
      await jest.advanceTimersByTimeAsync(wait - 1);
      expect(nodes.calls.filter((c) => c.method === 'eth_getBalance').map((c) => c.url)).toEqual([OWN]);
    }
    await expect(settled(result, 1)).resolves.toBe(10n ** 18n);
    expect(nodes.calls.filter((c) => c.method === 'eth_getBalance').map((c) => c.url)).toEqual([OWN, PUBLIC]);
    transport.stop();
  });

  it('take a JSON-RPC error as the answer, without asking another URL', async () => {
    const { nodes, transport } = setup({ answer: 'rpcError' });
    await expect(settled(transport.run(balance))).rejects.toMatchObject({ code: 'UNKNOWN_ERROR', error: { code: -32000, message: 'header not found' } });
    expect(nodes.calls.filter((c) => c.method === 'eth_getBalance').map((c) => c.url)).toEqual([OWN]);
    transport.stop();
  });

  it('fail when no URL answers, with the last failure as the cause', async () => {
    const { transport } = setup({ answer: 'refuse' }, { answer: 'status', status: 429 });
    const failed = settled(transport.run(blockNumber));
    await expect(failed).rejects.toBeInstanceOf(RpcTransportError);
    await expect(failed).rejects.toThrow('None of the 2 RPC URLs answered');
    await expect(failed).rejects.toMatchObject({ cause: { code: 'SERVER_ERROR', info: { responseStatus: '429 Service Unavailable' } } });
    transport.stop();
  });
});
