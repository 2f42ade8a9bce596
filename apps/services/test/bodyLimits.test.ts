// Every JSON route reads at most its body limit: one byte more is a 413 with the route's message,
// said before the body is read when its length is declared, and as soon as it passes the limit when
// it comes in chunks without one.
import { request } from 'node:http';
import { MAX_EVENT_BYTES } from '../src/analytics/routes.js';
import { MAX_BACKUP_BODY, MAX_BACKUP_CIPHERTEXT } from '../src/auth/keyBackup.js';
import { MAX_RPC_BYTES } from '../src/blockchainApi/rpc/proxy.js';
import { DEFAULT_BODY_LIMIT } from '../src/http/validate.js';
import { backupTooLarge, type ChainConfig, type FaucetConfig } from '../src/index.js';
import { CALL, DEMO_ORIGIN, FRAME_ORIGIN, urlOf, useServices } from './helpers.js';

/** Never reached: every request here is refused, or answered, before a node is asked anything. */
const NO_NODE = 'http://127.0.0.1:9';
const chain: ChainConfig = { id: 'eip155:31337', rpcUrl: NO_NODE, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, usdPrice: 3000 } };
const faucet: FaucetConfig = { chainId: 'eip155:31337', rpcUrl: NO_NODE, key: `0x${'11'.repeat(32)}`, native: { symbol: 'ETH', decimals: 18, amount: '1' } };
const services = useServices({ auth: { smtpPort: 0 }, chains: [chain], faucet });

/** A JSON object of exactly `bytes` bytes. */
const jsonOfSize = (bytes: number) => JSON.stringify({ pad: 'x'.repeat(bytes - '{"pad":""}'.length) });

/** A request on a connection of its own (the server may answer before reading the body, then close it); `chunked` sends no length. */
function send(method: string, url: string, origin: string, body: string, chunked = false): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { 'content-type': 'application/json', origin };
    if (!chunked) headers['content-length'] = Buffer.byteLength(body);
    const call = request(url, { method, agent: false, headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as unknown }));
    });
    call.on('error', reject);
    if (chunked) for (let at = 0; at < body.length; at += 1024) call.write(body.slice(at, at + 1024));
    call.end(chunked ? undefined : body);
  });
}

const tooLarge = (bytes: number) => `Request too large: at most ${bytes} bytes`;
const routes: [method: string, path: string, maxBytes: number, message: string, origin?: string][] = [
  ['POST', '/auth/v1/email/start', 4096, tooLarge(4096), FRAME_ORIGIN],
  ['POST', '/auth/v1/email/verify-device', 4096, tooLarge(4096), FRAME_ORIGIN],
  ['POST', '/auth/v1/email/verify-otp', 4096, tooLarge(4096), FRAME_ORIGIN],
  ['PUT', '/auth/v1/key-backup', MAX_BACKUP_BODY, backupTooLarge(MAX_BACKUP_CIPHERTEXT), FRAME_ORIGIN],
  ['POST', '/e', MAX_EVENT_BYTES, `Event too large: at most ${MAX_EVENT_BYTES} bytes`],
  ['POST', `/v1?chainId=${chain.id}`, MAX_RPC_BYTES, `RPC request too large: at most ${MAX_RPC_BYTES} bytes`],
  ['POST', '/v1/fungible/price', DEFAULT_BODY_LIMIT.maxBytes, tooLarge(DEFAULT_BODY_LIMIT.maxBytes)],
  ['POST', '/v1/convert/build-transaction', DEFAULT_BODY_LIMIT.maxBytes, tooLarge(DEFAULT_BODY_LIMIT.maxBytes)],
  ['POST', '/v1/profile/account', DEFAULT_BODY_LIMIT.maxBytes, tooLarge(DEFAULT_BODY_LIMIT.maxBytes)],
  ['POST', '/v1/sessions/s-1/revoke', DEFAULT_BODY_LIMIT.maxBytes, tooLarge(DEFAULT_BODY_LIMIT.maxBytes)],
  ['POST', '/v1/onramp/quote', DEFAULT_BODY_LIMIT.maxBytes, tooLarge(DEFAULT_BODY_LIMIT.maxBytes)],
  ['POST', '/v1/generators/onrampurl', DEFAULT_BODY_LIMIT.maxBytes, tooLarge(DEFAULT_BODY_LIMIT.maxBytes)],
  ['POST', '/dev/faucet', DEFAULT_BODY_LIMIT.maxBytes, tooLarge(DEFAULT_BODY_LIMIT.maxBytes)],
];

const urlFor = (path: string) => {
  const [pathname, search] = path.split('?');
  return urlOf(services().url, pathname!, Object.fromEntries(new URLSearchParams(search)), CALL);
};

describe('the body of', () => {
  it.each(routes)('%s %s is read up to %i bytes', async (method, path, maxBytes, message, origin = DEMO_ORIGIN) => {
    expect((await send(method, urlFor(path), origin, jsonOfSize(maxBytes))).status).not.toBe(413);
    expect(await send(method, urlFor(path), origin, jsonOfSize(maxBytes + 1))).toEqual({ status: 413, body: { message } });
  });

  it('is cut off at the limit when it comes in chunks without a length', async () => {
    const { maxBytes } = DEFAULT_BODY_LIMIT;
    expect(await send('POST', urlFor('/v1/profile/account'), DEMO_ORIGIN, jsonOfSize(4 * maxBytes), true)).toEqual({ status: 413, body: { message: tooLarge(maxBytes) } });
    expect((await send('POST', urlFor('/v1/profile/account'), DEMO_ORIGIN, jsonOfSize(maxBytes), true)).status).toBe(400);
  });
});
