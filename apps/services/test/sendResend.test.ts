// A treasury payment whose transaction the node dropped, left stuck, or lost its nonce to another
// transaction of the key is sent again and made once; one signed by a process that died before
// broadcasting is found and sent by a live one. Real services over a real devnet (anvil, automine
// turned off while the test plays the node's part).
import { freshProvider, liquidityProviderAccount, startDevnet, type Devnet } from '@latch/devnet';
import { Contract, keccak256, Wallet, type JsonRpcProvider } from 'ethers';
import { ERC20 } from '../src/blockchainApi/account/balance.js';
import { claimCheckout, createCheckout, findCheckout } from '../src/blockchainApi/onramp/store.js';
import { withNextNonce } from '../src/chain/nonces.js';
import { recordSigned } from '../src/chain/outgoingTransactions.js';
import { chainConfigFromDevnet, createServices, sendQueueDepth, type Services } from '../src/index.js';
import { ERC20_ABI } from './chainHelpers.js';
import { servicesTestDatabase, type TestDatabase } from './database.js';

const CHAIN = 'eip155:31337';
const RESEND_AFTER_MS = 300;
const treasury = new Wallet(liquidityProviderAccount().privateKey);

let devnet: Devnet;
let provider: JsonRpcProvider;
let services: Services;
let database: TestDatabase;
beforeAll(async () => {
  database = await servicesTestDatabase();
  devnet = await startDevnet({ port: 0 });
  provider = freshProvider(devnet.rpcUrl);
  const chain = chainConfigFromDevnet(devnet, { treasuryKey: treasury.privateKey });
  services = await createServices({ port: 0, database: database.config, chains: [chain], sendResendAfterMs: RESEND_AFTER_MS });
}, 60_000);
afterAll(async () => {
  await services?.stop();
  await devnet?.stop();
  provider?.destroy();
  await database?.drop();
});
afterEach(() => provider.send('evm_setAutomine', [true]));

const usdc = () => new Contract(devnet.tokens.usdc.address, ERC20_ABI, provider);
const usdcOf = async (holder: string) => (await usdc().getFunction('balanceOf')(holder)) as bigint;
const treasuryNonce = () => provider.getTransactionCount(treasury.address, 'latest');

interface Sent {
  hash: string;
  nonce: string;
  status: string;
}
const attemptsOf = (reference: string) => services.db.query<Sent & Record<string, unknown>>('select hash, nonce, status from outgoing_transactions where reference = $1 order by created_at', [reference]);

async function until<T>(read: () => Promise<T | undefined>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A purchase of `amount` USDC base units for a new wallet. */
async function purchase(amount = 3_000_000n) {
  const buyer = Wallet.createRandom().address;
  const checkout = await createCheckout(services.db, { projectId: 'latch-demo', chainId: CHAIN, tokenAddress: devnet.tokens.usdc.address, destination: buyer, amount, fiatAmount: null, fiatCurrency: null });
  return { buyer, amount, id: checkout.id };
}

const confirm = (id: string) => fetch(`${services.url}/onramp/checkout/${id}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '', redirect: 'manual' });

/** Confirms with the node not mining, and resolves once the first attempt was broadcast. */
async function confirmUnmined(id: string) {
  await provider.send('evm_setAutomine', [false]);
  const answered = confirm(id);
  const [first] = await until(async () => {
    const attempts = await attemptsOf(id);
    return attempts[0]?.status === 'sent' ? attempts : undefined;
  }, 'the payment to be broadcast');
  return { answered, first: first! };
}

async function expectPaidOnce({ id, buyer, amount }: { id: string; buyer: string; amount: bigint }, answered: Promise<Response>) {
  expect((await answered).status).toBe(303);
  const checkout = await findCheckout(services.db, id);
  expect(checkout).toMatchObject({ status: 'completed' });
  expect(await usdcOf(buyer)).toBe(amount);
  const mined = (await attemptsOf(id)).filter((attempt) => attempt.status === 'mined');
  expect(mined.map((attempt) => attempt.hash)).toEqual([checkout!.txHash]);
  return { checkout: checkout!, attempts: await attemptsOf(id) };
}

describe('treasury payments the node did not mine', () => {
  it('broadcasts a dropped transaction again, as it was', async () => {
    const bought = await purchase();
    const nonceBefore = await treasuryNonce();
    const { answered, first } = await confirmUnmined(bought.id);
    expect(sendQueueDepth()).toBe(1);
    await provider.send('anvil_dropTransaction', [first.hash]);
    expect(await provider.getTransaction(first.hash)).toBeNull();
    await provider.send('evm_setAutomine', [true]);
    const { checkout, attempts } = await expectPaidOnce(bought, answered);
    expect(checkout.txHash).toBe(first.hash);
    expect(attempts).toHaveLength(1);
    expect(await treasuryNonce()).toBe(nonceBefore + 1);
    expect(sendQueueDepth()).toBe(0);
  });

  it('signs a stuck transaction again at its nonce with higher fees, and one of the two is mined', async () => {
    const bought = await purchase();
    const { answered, first } = await confirmUnmined(bought.id);
    // Still in the node's pool past the resend period: re-signed with fees 12.5 % higher.
    const attempts = await until(async () => {
      const found = await attemptsOf(bought.id);
      return found.length === 2 && found[1]!.status === 'sent' ? found : undefined;
    }, 'the re-signed transaction');
    expect(attempts[1]!.nonce).toBe(first.nonce);
    const [stuck, again] = await Promise.all([provider.getTransaction(first.hash), provider.getTransaction(attempts[1]!.hash)]);
    expect(again!.maxFeePerGas).toBeGreaterThan((stuck?.maxFeePerGas ?? 0n) + (stuck?.maxFeePerGas ?? 0n) / 10n);
    await provider.send('evm_mine', []);
    await provider.send('evm_setAutomine', [true]);
    const paid = await expectPaidOnce(bought, answered);
    expect(paid.checkout.txHash).toBe(attempts[1]!.hash);
    expect(paid.attempts.map((attempt) => attempt.status)).toEqual(['superseded', 'mined']);
  });

  it('pays at a fresh nonce when another transaction of the key took the nonce, and once', async () => {
    const bought = await purchase();
    const { answered, first } = await confirmUnmined(bought.id);
    await provider.send('anvil_dropTransaction', [first.hash]);
    // Someone else with the key spends the nonce first.
    const foreign = await treasury.connect(provider).sendTransaction({ to: treasury.address, value: 0n, nonce: Number(first.nonce) });
    await provider.send('evm_mine', []);
    expect((await provider.getTransactionReceipt(foreign.hash))?.status).toBe(1);
    await provider.send('evm_setAutomine', [true]);
    const { checkout, attempts } = await expectPaidOnce(bought, answered);
    expect(attempts.map((attempt) => attempt.status)).toEqual(['replaced', 'mined']);
    expect(checkout.txHash).not.toBe(first.hash);
    expect(Number(attempts[1]!.nonce)).toBe(Number(first.nonce) + 1);
  });

  it('sends a payment that a process signed and recorded but died before broadcasting', async () => {
    const bought = await purchase();
    await claimCheckout(services.db, bought.id);
    const transfer = ERC20.encodeFunctionData('transfer', [bought.buyer, bought.amount]);
    const signer = treasury.connect(provider);
    const key = { chainId: CHAIN, sender: treasury.address };
    const unsigned = await signer.populateTransaction({ to: devnet.tokens.usdc.address, data: transfer });
    const hash = await withNextNonce(services.db, key, () => treasuryNonce(), 0, async (tx, nonce) => {
      const raw = await signer.signTransaction({ ...unsigned, nonce });
      const signed = { hash: keccak256(raw), nonce, raw };
      await recordSigned(tx, key, { purpose: 'onramp', reference: bought.id }, signed);
      return signed.hash;
    });
    // The process died: no heartbeat since.
    await services.db.query(`update outgoing_transactions set updated_at = now() - interval '1 hour' where hash = $1`, [hash]);
    const checkout = await until(async () => {
      const found = await findCheckout(services.db, bought.id);
      return found?.status === 'completed' ? found : undefined;
    }, 'the resumed payment');
    expect(checkout.txHash).toBe(hash);
    expect(await usdcOf(bought.buyer)).toBe(bought.amount);
  });
});
