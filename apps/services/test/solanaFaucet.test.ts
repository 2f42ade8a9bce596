// The dev faucet's Solana side over the local Solana chain (litesvm): a new embedded wallet's Solana
// address gets 10 SOL once, from the chain's treasury; bad input is a 400 naming the field; the
// route is absent when no Solana chain has a treasury.
import { freePort, liquidityProviderAccount, startSolanaDevnet, type SolanaDevnet } from '@latch/devnet';
import { Keypair } from '@solana/web3.js';
import { createServices, DEFAULT_FAUCET_SOL_AMOUNT, faucetConfigFromDevnet, FAUCET_MESSAGES, solanaChainConfigFromDevnet, type Services } from '../src/index.js';
import { servicesTestDatabase, type TestDatabase } from './database.js';
import { callJson } from './helpers.js';

let solana: SolanaDevnet;
let services: Services;
let database: TestDatabase;
const extra: Services[] = [];

/** An EVM faucet pointing at a port where nothing listens: these tests never ask it. */
const evmFaucet = async () => faucetConfigFromDevnet({ rpcUrl: `http://127.0.0.1:${await freePort()}`, chainId: 31337, tokens: {} }, { key: liquidityProviderAccount().privateKey });

beforeAll(async () => {
  database = await servicesTestDatabase();
  solana = await startSolanaDevnet({ port: 0 });
  const chain = solanaChainConfigFromDevnet(solana, { treasuryKey: solana.treasury.secretKeyBase58 });
  services = await createServices({ port: 0, database: database.config, auth: { smtpPort: 0 }, faucet: await evmFaucet(), solanaChains: [chain] });
}, 60_000);
afterAll(async () => {
  await Promise.all(extra.map((started) => started.stop()));
  await services?.stop();
  await solana?.stop();
  await database?.drop();
});

const fund = (body: unknown, base = services.url) => callJson(base, 'POST', '/dev/faucet/solana', body);
const lamports = async (address: string) => {
  const response = await fetch(solana.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }) });
  return BigInt(((await response.json()) as { result: { value: number } }).result.value);
};

it('funds a new Solana address with 10 SOL from the treasury, once', async () => {
  const address = Keypair.generate().publicKey.toBase58();
  const treasuryBefore = await lamports(solana.treasury.address);
  expect(await fund({ address })).toMatchObject({
    status: 200,
    body: { address, chainId: solana.caipNetworkId, transfers: [{ symbol: 'SOL', amount: DEFAULT_FAUCET_SOL_AMOUNT, hash: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/) }] },
  });
  expect(await lamports(address)).toBe(10_000_000_000n);
  expect(await lamports(solana.treasury.address)).toBeLessThan(treasuryBefore - 10_000_000_000n + 1n);
  expect(await fund({ address })).toMatchObject({ status: 409, body: { message: FAUCET_MESSAGES.alreadyFunded } });
  expect(await lamports(address)).toBe(10_000_000_000n);
});

it.each([
  ['no address', {}, 'address'],
  ['an EVM address', { address: `0x${'ab'.repeat(20)}` }, 'address: must be a Solana address'],
  ['fields it does not know', { address: Keypair.generate().publicKey.toBase58(), amount: 1000 }, 'amount'],
])('refuses %s with a 400 naming it', async (_what, body, message) => {
  const answer = await fund(body);
  expect(answer.status).toBe(400);
  expect((answer.body as { message: string }).message).toContain(message);
});

it('is absent when no Solana chain has a treasury', async () => {
  const plain = await createServices({ port: 0, database: database.config, auth: { smtpPort: 0 }, faucet: await evmFaucet(), solanaChains: [solanaChainConfigFromDevnet(solana)] });
  extra.push(plain);
  expect((await fund({ address: Keypair.generate().publicKey.toBase58() }, plain.url)).status).toBe(404);
});
