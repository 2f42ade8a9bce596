// Two services processes over one PostgreSQL pay from one treasury key: 200 purchases confirmed at
// once, spread over both replicas, are each paid exactly once, at contiguous nonces (their nonces
// are taken in the database, chain/nonces.ts). Checked on the chain, not in the services' records.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshProvider, liquidityProviderAccount, startDevnet, type Devnet } from '@latch/devnet';
import { Contract, Wallet, type JsonRpcProvider } from 'ethers';
import { PAY_WAIT_MS } from '../src/blockchainApi/onramp/payCheckout.js';
import { createCheckout, findCheckout, type Checkout } from '../src/blockchainApi/onramp/store.js';
import { chainConfigFromDevnet } from '../src/index.js';
import { CHAIN, ERC20_ABI } from './chainHelpers.js';
import { clientAt, useReplicaWorld } from './replicaWorld.js';
import { SERVED_BY } from './roundRobin.js';

const PURCHASES = 200;
/** The checkout's per-client limit is 10 a minute: the purchases come from 20 clients. */
const CLIENTS = 20;
const treasury = liquidityProviderAccount().address;

let devnet: Devnet;
let provider: JsonRpcProvider;
let dir: string;
beforeAll(async () => {
  devnet = await startDevnet({ port: 0 });
  provider = freshProvider(devnet.rpcUrl);
  dir = await mkdtemp(join(tmpdir(), 'latch-replica-payouts-'));
  await writeFile(join(dir, 'chains.json'), JSON.stringify([chainConfigFromDevnet(devnet, { treasuryKey: liquidityProviderAccount().privateKey })]));
}, 60_000);
const world = useReplicaWorld(2, () => ({ LATCH_SERVICES_CHAINS_FILE: join(dir, 'chains.json') }));
afterAll(async () => {
  provider?.destroy();
  await devnet?.stop();
  await rm(dir, { recursive: true, force: true });
});

/**
 * The purchases once none is still sending. A confirmation answers after PAY_WAIT_MS at the latest;
 * a payment queued behind the others past that (a loaded machine: 200 payments, one nonce at a
 * time) records itself when it is mined, as the page tells the person.
 */
async function settled(ids: string[]): Promise<(Checkout | undefined)[]> {
  for (const deadline = Date.now() + 2 * PAY_WAIT_MS; ; await new Promise((resolve) => setTimeout(resolve, 250))) {
    const recorded: (Checkout | undefined)[] = [];
    for (const id of ids) recorded.push(await findCheckout(world().db, id));
    if (!recorded.some((checkout) => checkout?.status === 'sending') || Date.now() > deadline) return recorded;
  }
}

const usdcOf = async (holder: string) => (await new Contract(devnet.tokens.usdc.address, ERC20_ABI, provider).getFunction('balanceOf')(holder)) as bigint;

describe('two replicas paying from one treasury key', () => {
  it('pay 200 purchases confirmed at once each exactly once, at contiguous nonces, with no 5xx', async () => {
    // One after another: 200 at once queued on the test's pool of 10, and on a loaded machine the last outwaited its connect timeout (ci43).
    const purchases: Awaited<ReturnType<typeof createCheckout>>[] = [];
    for (let i = 0; i < PURCHASES; i++) {
      purchases.push(await createCheckout(world().db, { projectId: 'latch-demo', chainId: CHAIN, tokenAddress: devnet.tokens.usdc.address, destination: Wallet.createRandom().address, amount: 1_000_000n + BigInt(i), fiatAmount: null, fiatCurrency: null }));
    }
    const before = { usdc: await usdcOf(treasury), nonce: await provider.getTransactionCount(treasury, 'latest') };

    const clients = Array.from({ length: CLIENTS }, (_, i) => clientAt(`127.0.0.${10 + i}`));
    const answers = await Promise.all(purchases.map(({ id }, i) => clients[i % CLIENTS]!.send(`${world().proxy.url}/onramp/checkout/${id}`, 'POST', {})));
    for (const client of clients) client.close();
    expect(answers.map((answer) => answer.status)).toEqual(purchases.map(() => 303));
    expect(new Set(answers.map((answer) => answer.headers.get(SERVED_BY)))).toEqual(new Set(['0', '1']));

    const recorded = await settled(purchases.map(({ id }) => id));
    expect(recorded.filter((checkout) => checkout?.status !== 'completed')).toEqual([]);
    const transactions = await Promise.all(recorded.map((checkout) => provider.getTransaction(checkout!.txHash!)));
    const receipts = await Promise.all(recorded.map((checkout) => provider.getTransactionReceipt(checkout!.txHash!)));
    expect(receipts.filter((receipt) => receipt?.status !== 1)).toEqual([]);
    // Each paid to its own destination, its own amount, from the treasury.
    for (const [i, transaction] of transactions.entries()) {
      expect(transaction).toMatchObject({ from: treasury, to: devnet.tokens.usdc.address });
      expect(await usdcOf(purchases[i]!.destination)).toBe(purchases[i]!.amount);
    }
    const nonces = transactions.map((transaction) => transaction!.nonce).sort((a, b) => a - b);
    expect(nonces).toEqual(Array.from({ length: PURCHASES }, (_, i) => before.nonce + i));
    // Nothing else was sent from the key (no second payment, no replacement mined).
    expect(await provider.getTransactionCount(treasury, 'latest')).toBe(before.nonce + PURCHASES);
    const sum = purchases.reduce((total, { amount }) => total + amount, 0n);
    expect(before.usdc - (await usdcOf(treasury))).toBe(sum);
  }, 240_000);
});
