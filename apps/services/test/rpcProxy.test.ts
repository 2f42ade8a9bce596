// The wallet-provider RPC: POST /v1?chainId&projectId forwards the safe methods of SPEC 6 to the
// devnet, and refuses the rest with "Requested RPC call is not allowed" before the node sees them.
import { mined } from '@latch/devnet';
import { JsonRpcProvider, parseEther, Wallet } from 'ethers';
import { CHAIN, useWorld } from './chainHelpers.js';
import { fetchJson } from './helpers.js';

const world = useWorld();
const rpcUrl = (query: Record<string, string> = { chainId: CHAIN, projectId: 'latch-demo' }) => `${world().services.url}/v1?${new URLSearchParams(query)}`;
const rpc = (body: unknown, url = rpcUrl()) => fetchJson(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('POST /v1 (wallet-provider RPC)', () => {
  it('answers read calls with only chainId and projectId in the URL', async () => {
    const answer = await rpc({ jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] });
    expect(answer).toMatchObject({ status: 200, body: { jsonrpc: '2.0', id: 7, result: '0x7a69' } });
  });

  it('serves an ethers wallet end to end: reads, nonce, gas and eth_sendRawTransaction', async () => {
    const provider = new JsonRpcProvider(rpcUrl(), 31337, { staticNetwork: true, cacheTimeout: -1, pollingInterval: 50 });
    try {
      const sender = new Wallet(world().devnet.accounts[3]!.privateKey, provider);
      const receiver = Wallet.createRandom().address;
      expect(await provider.getBlockNumber()).toBe(await world().provider.getBlockNumber());
      const sent = await sender.sendTransaction({ to: receiver, value: parseEther('0.01') });
      // mined() asks for the receipt through the proxy too, and each poll has landed before destroy() below.
      expect((await mined(sent)).status).toBe(1);
      expect(await world().provider.getBalance(receiver)).toBe(parseEther('0.01'));
    } finally {
      provider.destroy();
    }
  });

  it.each(['eth_sendTransaction', 'personal_sign', 'eth_signTypedData_v4', 'eth_accounts', 'anvil_setBalance', 'wallet_sendCalls'])(
    'refuses %s without asking the node',
    async (method) => {
      const address = world().devnet.accounts[4]!.address;
      const before = await world().provider.getBalance(address);
      const answer = await rpc({ jsonrpc: '2.0', id: 'x', method, params: [address, '0x1'] });
      expect(answer).toMatchObject({ status: 200, body: { jsonrpc: '2.0', id: 'x', error: { code: -32601, message: 'Requested RPC call is not allowed' } } });
      expect(await world().provider.getBalance(address)).toBe(before);
    },
  );

  it('answers a batch in order, refusing only its unsafe calls', async () => {
    const answer = await rpc([
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 2, method: 'eth_sendTransaction', params: [{}] },
      { jsonrpc: '2.0', id: 3, method: 'net_version' },
    ]);
    expect(answer.body).toEqual([
      { jsonrpc: '2.0', id: 1, result: '0x7a69' },
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Requested RPC call is not allowed', data: { method: 'eth_sendTransaction' } } },
      { jsonrpc: '2.0', id: 3, result: '31337' },
    ]);
  });

  it.each([
    ['not JSON', 'not json', 'Invalid body: expected JSON'],
    ['no method', { jsonrpc: '2.0', id: 1 }, 'method'],
    ['an empty batch', [], 'must not be an empty batch'],
    ['another JSON-RPC version', { jsonrpc: '1.0', id: 1, method: 'eth_chainId' }, 'jsonrpc: must be 2.0'],
  ])('refuses %s with 400', async (_what, body, message) => {
    const answer = await rpc(body);
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toContain(message);
  });

  it('needs a known project and a chain id', async () => {
    const call = { jsonrpc: '2.0', id: 1, method: 'eth_chainId' };
    expect((await rpc(call, rpcUrl({ chainId: CHAIN }))).status).toBe(400);
    expect((await rpc(call, rpcUrl({ chainId: CHAIN, projectId: 'unknown-project' }))).status).toBe(401);
    const noChain = await rpc(call, rpcUrl({ projectId: 'latch-demo' }));
    expect(noChain.status).toBe(400);
    expect((noChain.body as { message: string }).message).toContain('chainId');
  });
});
