/** @jest-environment node */
import { FRAME_REQUEST_TIMEOUT_MS } from '@latch/frame/host';
import { rpcCall, RpcError } from './jsonRpc.js';

const NODE = 'http://127.0.0.1:8545';

/** A node that never answers: the call ends only when its signal aborts, as fetch's does. */
const silentNode: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    const signal = init?.signal;
    if (signal?.aborted) reject(signal.reason);
    else signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

afterEach(() => jest.restoreAllMocks());

describe('a call to a network node', () => {
  it('answers the result of a JSON-RPC reply', async () => {
    const node: typeof fetch = async () => Response.json({ jsonrpc: '2.0', id: 1, result: '0x7a69' });
    await expect(rpcCall(NODE, 'eth_chainId', [], node)).resolves.toBe('0x7a69');
  });

  it("gives up after SPEC 9's 30 s, saying so, instead of leaving the person's request hanging", async () => {
    const timeout = jest.spyOn(AbortSignal, 'timeout').mockImplementation(() => AbortSignal.abort(new DOMException('The operation timed out.', 'TimeoutError')));
    const call = rpcCall(NODE, 'eth_blockNumber', [], silentNode);
    await expect(call).rejects.toThrow(new RpcError('The network did not answer within 30 s', -32603));
    expect(timeout).toHaveBeenCalledWith(FRAME_REQUEST_TIMEOUT_MS);
    expect(FRAME_REQUEST_TIMEOUT_MS).toBe(30_000);
  });

  it('gives the request its deadline signal, which bounds the reading of the reply too', async () => {
    const signals: (AbortSignal | null | undefined)[] = [];
    const node: typeof fetch = async (_input, init) => {
      signals.push(init?.signal);
      return Response.json({ jsonrpc: '2.0', id: 1, result: '0x1' });
    };
    await rpcCall(NODE, 'eth_blockNumber', [], node);
    expect(signals[0]).toBeInstanceOf(AbortSignal);
  });

  it('says the network could not be reached when the request fails outright', async () => {
    const node: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(rpcCall(NODE, 'eth_blockNumber', [], node)).rejects.toThrow(new RpcError('The network could not be reached', -32603));
  });
  it("says the failing status of a reply that is JSON but not JSON-RPC (the services' proxy naming its upstream's failure)", async () => {
    const proxy: typeof fetch = async () => Response.json({ error: "The chain's node answered 502 without JSON-RPC results" }, { status: 502 });
    await expect(rpcCall(NODE, 'eth_blockNumber', [], proxy)).rejects.toThrow(new RpcError('The network answered HTTP 502 without JSON-RPC', -32603));
    const garbled: typeof fetch = async () => Response.json({ answer: 42 });
    await expect(rpcCall(NODE, 'eth_blockNumber', [], garbled)).rejects.toThrow(new RpcError('The network answered something that is not JSON-RPC', -32603));
  });
});
