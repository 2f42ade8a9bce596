import { systemClock } from '@latch/core';
import * as z from 'zod/mini';
import { createFallbackTransport } from './fallbackTransport.js';
import { fakeNodes, type Behaviour } from '../../test/fakeNodes.js';
import { RpcResponseError, RpcTransportError } from './jsonRpc.js';

const OWN = 'http://own.node';
const PUBLIC = 'http://public.node';
const hex = z.string();

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup(own: Behaviour, pub: Behaviour = { answer: 'result', afterMs: 100 }) {
  const nodes = fakeNodes({ [OWN]: own, [PUBLIC]: pub });
  const transport = createFallbackTransport({ urls: [OWN, PUBLIC], clock: systemClock, fetch: nodes.fetch });
  return { nodes, transport };
}

describe('pinging (SPEC 9: every 4000 ms, 1000 ms timeout, last 10 samples)', () => {
  it('starts with the first request, pings every 4000 ms, and stops a minute after the last request', async () => {
    const { nodes, transport } = setup({ answer: 'result' });
    await jest.advanceTimersByTimeAsync(10_000);
    expect(nodes.pings(OWN)).toBe(0);

    await transport.request('eth_chainId', [], hex);
    expect(nodes.pings(OWN)).toBe(1);
    await jest.advanceTimersByTimeAsync(4_000);
    expect(nodes.pings(OWN)).toBe(2);
    await jest.advanceTimersByTimeAsync(56_000);
    const atIdle = nodes.pings(OWN);
    await jest.advanceTimersByTimeAsync(40_000);
    expect(nodes.pings(OWN)).toBe(atIdle);

    await transport.request('eth_chainId', [], hex);
    expect(nodes.pings(OWN)).toBe(atIdle + 1);
    transport.stop();
  });

  it('counts a ping answered after 1000 ms as a failure, and ranks that URL last', async () => {
    const { transport } = setup({ answer: 'result', afterMs: 1_500 }, { answer: 'result', afterMs: 900 });
    const pinged = transport.ping();
    await jest.advanceTimersByTimeAsync(1_000);
    await pinged;
    expect(transport.ranking()).toEqual([PUBLIC, OWN]);
  });

  it('judges a URL on its last 10 pings only', async () => {
    const { nodes, transport } = setup({ answer: 'refuse' }, { answer: 'result', afterMs: 300 });
    const round = () => Promise.all([transport.ping(), jest.advanceTimersByTimeAsync(300)]);
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
    const transport = createFallbackTransport({ urls: [OWN], clock: systemClock, fetch: nodes.fetch });
    await transport.request('eth_chainId', [], hex);
    await jest.advanceTimersByTimeAsync(20_000);
    expect(nodes.pings(OWN)).toBe(0);
  });
});

describe('requests', () => {
  it('go to the given order before any ping, then to the best-ranked URL first', async () => {
    const { nodes, transport } = setup({ answer: 'result', afterMs: 800 }, { answer: 'result', afterMs: 20 });
    const first = transport.request('eth_chainId', [], hex);
    await jest.advanceTimersByTimeAsync(800);
    await first;
    expect(nodes.calls.find((c) => c.method === 'eth_chainId')?.url).toBe(OWN);

    const second = transport.request('eth_chainId', [], hex);
    await jest.advanceTimersByTimeAsync(20);
    await second;
    expect(nodes.calls.filter((c) => c.method === 'eth_chainId').map((c) => c.url)).toEqual([OWN, PUBLIC]);
    transport.stop();
  });

  it.each<[string, Behaviour, number]>([
    ['a network error', { answer: 'refuse' }, 0],
    ['a 10 s timeout', { answer: 'hang' }, 10_000],
    ['an HTTP error status', { answer: 'status', status: 503 }, 0],
    ['an answer that is not JSON-RPC', { answer: 'html' }, 0],
  ])('fall back to the next URL on %s', async (_, own, wait) => {
    const { nodes, transport } = setup(own, { answer: 'result' });
    const result = transport.request('eth_getBalance', ['0x0', 'latest'], hex);
    await jest.advanceTimersByTimeAsync(wait);
    await expect(result).resolves.toBe('0xde0b6b3a7640000');
    expect(nodes.calls.filter((c) => c.method === 'eth_getBalance').map((c) => c.url)).toEqual([OWN, PUBLIC]);
    transport.stop();
  });

  it('take a JSON-RPC error as the answer, without asking another URL', async () => {
    const { nodes, transport } = setup({ answer: 'rpcError' });
    await expect(transport.request('eth_getBalance', ['0x0', 'latest'], hex)).rejects.toEqual(new RpcResponseError(-32000, 'header not found'));
    expect(nodes.calls.filter((c) => c.method === 'eth_getBalance').map((c) => c.url)).toEqual([OWN]);
    transport.stop();
  });

  it('fail when no URL answers, and when the result has the wrong shape', async () => {
    const { transport } = setup({ answer: 'refuse' }, { answer: 'status', status: 429 });
    const failed = transport.request('eth_chainId', [], hex);
    await expect(failed).rejects.toBeInstanceOf(RpcTransportError);
    await expect(failed).rejects.toThrow('None of the 2 RPC URLs answered eth_chainId');
    const working = setup({ answer: 'result' }).transport;
    await expect(working.request('eth_chainId', [], z.number())).rejects.toThrow('eth_chainId to http://own.node answered a result of the wrong shape');
    transport.stop();
    working.stop();
  });
});
