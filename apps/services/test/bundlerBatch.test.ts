// The bundler proxy (POST /v1/bundler) in front of a real bundler: alto answers no JSON-RPC batch, so
// the services send a batch's calls one by one and answer them together, each under its caller's id.
import { startBundler, startDevnet, type Bundler, type Devnet } from '@latch/devnet';
import { chainConfigFromDevnet } from '../src/index.js';
import { CALL, fetchJson, urlOf, useServices } from './helpers.js';

let devnet: Devnet;
let bundler: Bundler;
const services = useServices(async () => {
  devnet = await startDevnet({ port: 0 });
  bundler = await startBundler({ port: 0, rpcUrl: devnet.rpcUrl, entryPoint: devnet.accountAbstraction.entryPoint });
  return { chains: [chainConfigFromDevnet(devnet, { bundlerUrl: bundler.url })] };
});
afterAll(async () => {
  await bundler?.stop();
  await devnet?.stop();
});

const bundlerCall = (body: unknown) =>
  fetchJson(urlOf(services().url, '/v1/bundler', { chainId: 'eip155:31337' }, { projectId: CALL.projectId }), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('a JSON-RPC batch through the bundler proxy', () => {
  it('is answered whole, in order, each call under its own id, though the bundler takes no batch', async () => {
    // The bundler itself refuses the batch: what the proxy must not pass on as it is.
    const direct = await fetchJson(bundler.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }]),
    });
    expect(direct).not.toMatchObject({ status: 200, body: [{ id: 1, result: '0x7a69' }] });

    const answer = await bundlerCall([
      { jsonrpc: '2.0', id: 'entry-points', method: 'eth_supportedEntryPoints' },
      { jsonrpc: '2.0', id: 7, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 8, method: 'eth_sendRawTransaction', params: ['0x00'] },
    ]);
    expect(answer.status).toBe(200);
    const [entryPoints, chainId, refused] = answer.body as { id: unknown; result?: unknown; error?: { message: string } }[];
    expect(entryPoints).toEqual({ jsonrpc: '2.0', id: 'entry-points', result: [devnet.accountAbstraction.entryPoint] });
    expect(chainId).toEqual({ jsonrpc: '2.0', id: 7, result: '0x7a69' });
    // A method the bundler proxy does not allow is refused in its place; the others are answered.
    expect(refused).toMatchObject({ jsonrpc: '2.0', id: 8, error: { message: expect.any(String) } });
    expect(answer.body).toHaveLength(3);
  });
});
