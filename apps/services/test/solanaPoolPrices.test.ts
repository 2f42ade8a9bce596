// SOL's price from the chain: a SOL/USDC pool's two vaults on the local Solana chain (litesvm), read
// at most once per PRICE_CACHE_MS on the services' clock, with the chains file's fixed price only as
// the explicit fallback, and the chains file refusing vaults that are no Solana address.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiRequest, balanceResponseSchema, onrampQuoteResponseSchema } from '@latch/core/api';
import { startSolanaDevnet, type SolanaDevnet } from '@latch/devnet';
import { ACCOUNT_SIZE, createInitializeAccount3Instruction, createMintToInstruction, createSyncNativeInstruction, getAssociatedTokenAddressSync, NATIVE_MINT, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction, type TransactionInstruction } from '@solana/web3.js';
import { SolanaChains } from '../src/blockchainApi/account/solanaBalance.js';
import { PriceBook } from '../src/blockchainApi/pricing/priceBook.js';
import { LOCAL_SOLANA_NETWORK_NAME, type SolanaChainConfig } from '../src/chain/solanaConfig.js';
import { createServices, parseChains, PRICE_CACHE_MS, solanaChainConfigFromDevnet, WRAPPED_SOL_MINT, type Services } from '../src/index.js';
import { CALL } from './helpers.js';
import { servicesTestDatabase, type TestDatabase } from './database.js';

/** The fixed price the chains file names: no pool's reserves give it, so an answer of it is the fallback. */
const FIXED_SOL = 42;
const SOL = { mint: WRAPPED_SOL_MINT, usdPrice: FIXED_SOL };

let solana: SolanaDevnet;
let connection: Connection;
let clock = Date.now();

async function send(instructions: TransactionInstruction[], signers: Keypair[] = []): Promise<void> {
  const payer = Keypair.fromSecretKey(solana.treasury.secretKey);
  const transaction = new Transaction({ feePayer: payer.publicKey, ...(await connection.getLatestBlockhash()) }).add(...instructions);
  transaction.sign(payer, ...signers);
  const signature = await connection.sendRawTransaction(transaction.serialize());
  expect((await connection.getSignatureStatus(signature)).value?.err).toBeNull();
}

/** The pool's price read here from its vaults' balances, independently of the services. */
async function reservePrice(): Promise<number> {
  const [sol, usdc] = await Promise.all([solana.solUsdcPool.baseVault, solana.solUsdcPool.quoteVault].map((vault) => connection.getTokenAccountBalance(new PublicKey(vault))));
  return Number(usdc!.value.uiAmountString) / Number(sol!.value.uiAmountString);
}

const treasury = () => new PublicKey(solana.treasury.address);
const mintUsdcToPool = (usdc: bigint) => send([createMintToInstruction(new PublicKey(solana.usdc.mint), new PublicKey(solana.solUsdcPool.quoteVault), treasury(), usdc * 10n ** 6n)]);
const addSolToPool = (sol: bigint) => {
  const vault = new PublicKey(solana.solUsdcPool.baseVault);
  return send([SystemProgram.transfer({ fromPubkey: treasury(), toPubkey: vault, lamports: sol * BigInt(LAMPORTS_PER_SOL) }), createSyncNativeInstruction(vault)]);
};

/** A fresh account of `space` bytes owned by `program`, left as created (a token account is then uninitialised). */
async function createAccount(program: PublicKey, space: number, then: (account: PublicKey) => TransactionInstruction[] = () => []): Promise<string> {
  const account = Keypair.generate();
  const lamports = await connection.getMinimumBalanceForRentExemption(space);
  await send([SystemProgram.createAccount({ fromPubkey: treasury(), newAccountPubkey: account.publicKey, lamports, space, programId: program }), ...then(account.publicKey)], [account]);
  return account.publicKey.toBase58();
}

/** The local chain's entry, SOL at FIXED_SOL, its SOL/USDC pool replaced by `pool` and `fallback` as given. */
function chainWith(pool: { baseVault: string; quoteVault: string }, options: { fallback?: boolean; rpcUrl?: string } = {}): SolanaChainConfig {
  const chain = solanaChainConfigFromDevnet(solana);
  const { baseVault, quoteVault } = pool;
  const prices = { kind: 'poolVaults' as const, quote: solana.usdc.mint, pools: [{ base: WRAPPED_SOL_MINT, baseVault, quoteVault }], ...(options.fallback ? { fallback: 'fixed' as const } : {}) };
  return { ...chain, solUsdPrice: FIXED_SOL, prices, ...(options.rpcUrl ? { rpcUrl: options.rpcUrl } : {}) };
}

/** SOL's price as the price book answers it for `config`, on the test's clock. */
function solPriceOf(config: SolanaChainConfig): Promise<number | undefined> {
  const chains = new SolanaChains([config]);
  return new PriceBook(() => clock, chains).solanaPrice(chains.list[0]!, SOL);
}

beforeAll(async () => {
  solana = await startSolanaDevnet({ port: 0 });
  connection = new Connection(solana.rpcUrl, 'confirmed');
}, 60_000);
afterAll(() => solana?.stop());

describe("SOL's price from the local chain's SOL/USDC pool, through the routes", () => {
  let services: Services;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await servicesTestDatabase();
    // A treasury key puts SOL on sale in the onramp, which quotes from the same price.
    services = await createServices({ port: 0, database: database.config, solanaChains: [solanaChainConfigFromDevnet(solana, { treasuryKey: solana.treasury.secretKeyBase58 })], now: () => clock });
  }, 60_000);
  afterAll(async () => {
    await services?.stop();
    await database?.drop();
  });

  const api = () => ({ baseUrl: services.url, projectId: CALL.projectId, sdkType: CALL.st, sdkVersion: CALL.sv });
  const solBalance = async () => {
    const { balances } = await apiRequest(api(), { path: `/v1/account/${solana.accounts[0]!.address}/balance`, query: { currency: 'usd', chainId: solana.caipNetworkId }, schema: balanceResponseSchema, empty: { balances: [] } });
    return balances.find((balance) => balance.symbol === 'SOL')!;
  };
  const solFor100Usd = async () => {
    const body = { purchaseCurrency: 'SOL', paymentCurrency: 'USD', amount: '100', network: LOCAL_SOLANA_NETWORK_NAME };
    const empty = { paymentSubtotal: { amount: '', currency: '' }, paymentTotal: { amount: '', currency: '' }, purchaseAmount: { amount: '', currency: '' }, quoteId: '' };
    return Number((await apiRequest(api(), { method: 'POST', path: '/v1/onramp/quote', body, schema: onrampQuoteResponseSchema, empty })).purchaseAmount.amount);
  };

  it('answers the price the local world quotes (the devnet pool holds it), in balances and onramp quotes alike', async () => {
    expect(await reservePrice()).toBe(solana.solUsdcPool.solUsdPrice);
    expect(solana.solUsdcPool.solUsdPrice).toBe(150);
    const sol = await solBalance();
    expect(sol.price).toBe(150);
    expect(sol.value).toBe(Number(sol.quantity.numeric) * 150);
    // 100 USD less 1.00 and 0.10 of fees is 98.90 USD of SOL.
    expect(await solFor100Usd()).toBeCloseTo(98.9 / 150, 5);
  });

  it('follows the reserves once PRICE_CACHE_MS has passed on the services\' clock, not before', async () => {
    await solBalance();
    // Twice the USDC against the same SOL: twice the price.
    await mintUsdcToPool(1_500_000n);
    expect(await reservePrice()).toBe(300);
    expect((await solBalance()).price).toBe(150);
    clock += PRICE_CACHE_MS - 1;
    expect((await solBalance()).price).toBe(150);
    clock += 1;
    expect((await solBalance()).price).toBe(300);
    expect(await solFor100Usd()).toBeCloseTo(98.9 / 300, 5);
    // Four times the SOL against that USDC: three quarters off.
    await addSolToPool(30_000n);
    expect(await reservePrice()).toBe(75);
    clock += PRICE_CACHE_MS;
    expect((await solBalance()).price).toBe(75);
    expect(await solFor100Usd()).toBeCloseTo(98.9 / 75, 5);
  });
});

describe('a pool the price book cannot read prices nothing, or the fixed price when the chains file says so', () => {
  const cases: [string, () => Promise<{ baseVault: string; quoteVault: string }>][] = [
    ['a vault of another mint (a USDC account as the SOL vault)', async () => ({ ...solana.solUsdcPool, baseVault: getAssociatedTokenAddressSync(new PublicKey(solana.usdc.mint), new PublicKey(solana.accounts[0]!.address)).toBase58() })],
    ['the two vaults swapped', async () => ({ baseVault: solana.solUsdcPool.quoteVault, quoteVault: solana.solUsdcPool.baseVault })],
    ['a missing account', async () => ({ ...solana.solUsdcPool, baseVault: Keypair.generate().publicKey.toBase58() })],
    ['a wallet (a system account)', async () => ({ ...solana.solUsdcPool, quoteVault: solana.accounts[0]!.address })],
    ['a mint instead of a token account', async () => ({ ...solana.solUsdcPool, baseVault: NATIVE_MINT.toBase58() })],
    ['an uninitialised 165-byte account of the token program', async () => ({ ...solana.solUsdcPool, baseVault: await createAccount(TOKEN_PROGRAM_ID, ACCOUNT_SIZE) })],
    ['165 bytes of a token account owned by the system program', async () => ({ ...solana.solUsdcPool, baseVault: await createAccount(SystemProgram.programId, ACCOUNT_SIZE) })],
    [
      'an empty SOL vault',
      async () => ({
        ...solana.solUsdcPool,
        baseVault: await createAccount(TOKEN_PROGRAM_ID, ACCOUNT_SIZE, (account) => [createInitializeAccount3Instruction(account, NATIVE_MINT, treasury())]),
      }),
    ],
  ];

  it.each(cases)('%s', async (_name, pool) => {
    const vaults = await pool();
    expect(await solPriceOf(chainWith(vaults))).toBeUndefined();
    expect(await solPriceOf(chainWith(vaults, { fallback: true }))).toBe(FIXED_SOL);
  });

  it('reads the real vaults, so the cases above fail for what they change', async () => {
    expect(await solPriceOf(chainWith(solana.solUsdcPool))).toBe(await reservePrice());
  });

  it('prices the quote token at 1 and a token without a pool at its fixed price only with the fallback', async () => {
    const chains = new SolanaChains([chainWith(solana.solUsdcPool)]);
    const book = new PriceBook(() => clock, chains);
    const chain = chains.list[0]!;
    expect(await book.solanaPrice(chain, { mint: solana.usdc.mint, usdPrice: 7 })).toBe(1);
    const unpooled = { mint: Keypair.generate().publicKey.toBase58(), usdPrice: 7 };
    expect(await book.solanaPrice(chain, unpooled)).toBeUndefined();
    const withFallback = new SolanaChains([chainWith(solana.solUsdcPool, { fallback: true })]);
    expect(await new PriceBook(() => clock, withFallback).solanaPrice(withFallback.list[0]!, unpooled)).toBe(7);
  });
});

/** The chain's node behind a relay that counts the pool reads and, while `down`, refuses every call as a failing node does. */
async function relayToChain(): Promise<{ url: string; reads: () => number; down: (down: boolean) => void; close(): Promise<void> }> {
  let [reads, down] = [0, false];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (body.includes('"getMultipleAccounts"')) reads += 1;
      if (down) {
        response.writeHead(503).end();
        return;
      }
      fetch(solana.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        .then(async (answer) => response.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text()))
        .catch(() => response.writeHead(502).end());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    reads: () => reads,
    down: (value) => (down = value),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

describe('the 30 s rules of the price book on Solana', () => {
  it('reads the pool once per PRICE_CACHE_MS, keeps no failed read, and reads nothing for fixed prices', async () => {
    const relay = await relayToChain();
    try {
      const chains = new SolanaChains([chainWith(solana.solUsdcPool, { fallback: true, rpcUrl: relay.url })]);
      const book = new PriceBook(() => clock, chains);
      const chain = chains.list[0]!;
      const price = await reservePrice();
      // A node that fails answers the fallback, and the failure is not kept: the next call reads again.
      relay.down(true);
      expect(await book.solanaPrice(chain, SOL)).toBe(FIXED_SOL);
      relay.down(false);
      expect(await Promise.all([book.solanaPrice(chain, SOL), book.solanaPrice(chain, SOL)])).toEqual([price, price]);
      expect(relay.reads()).toBe(2);
      clock += PRICE_CACHE_MS - 1;
      expect(await book.solanaPrice(chain, SOL)).toBe(price);
      expect(relay.reads()).toBe(2);
      clock += 1;
      expect(await book.solanaPrice(chain, SOL)).toBe(price);
      expect(relay.reads()).toBe(3);

      const fixed = new SolanaChains([{ ...chainWith(solana.solUsdcPool, { rpcUrl: relay.url }), prices: { kind: 'fixed' } }]);
      expect(await new PriceBook(() => clock, fixed).solanaPrice(fixed.list[0]!, SOL)).toBe(FIXED_SOL);
      expect(relay.reads()).toBe(3);
    } finally {
      await relay.close();
    }
  });
});

describe('the chains file names pools by their vaults', () => {
  const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
  const [SOL_VAULT, USDC_VAULT] = ['DQyrAcCrDXQ7NeoqGgDCZwBvWDcYmFCjSb9JtteuvPpz', 'HLmqeL62xR1QoZ1HKKbXRrdN1p3phKpxRMb2VVopvBBz'];
  const pool = { base: WRAPPED_SOL_MINT, baseVault: SOL_VAULT, quoteVault: USDC_VAULT };
  const entry = (prices: object) => ({
    id: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    rpcUrl: 'http://127.0.0.1:8899',
    solUsdPrice: 150,
    tokens: [{ mint: USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6, usdPrice: 1 }],
    prices,
  });
  const parse = (prices: object) => () => parseChains(JSON.stringify([entry(prices)]), 'chains.json');

  it('takes a pool of SOL against the chain\'s USDC, with or without the fixed fallback', () => {
    const prices = { kind: 'poolVaults', quote: USDC, pools: [pool], fallback: 'fixed' };
    expect(parse(prices)().solanaChains[0]!.prices).toEqual(prices);
    expect(parse({ kind: 'poolVaults', quote: USDC, pools: [pool] })().solanaChains).toHaveLength(1);
    expect(parse({ kind: 'fixed' })().solanaChains).toHaveLength(1);
  });

  it.each([
    ['a vault that is not base58', { ...pool, baseVault: '0OIl'.repeat(11) }, /\[0\]\.prices\.pools\[0\]\.baseVault: must be a Solana address: base58 of 32 bytes/],
    ['a vault of 33 bytes', { ...pool, quoteVault: 'z'.repeat(44) }, /\[0\]\.prices\.pools\[0\]\.quoteVault: must be a Solana address: base58 of 32 bytes/],
    ['a vault of 31 bytes', { ...pool, baseVault: '1'.repeat(31) }, /\[0\]\.prices\.pools\[0\]\.baseVault: must be a Solana address: base58 of 32 bytes/],
    ['one account as both vaults', { ...pool, quoteVault: SOL_VAULT }, /\[0\]\.prices\.pools\[0\]\.quoteVault: must be another account than baseVault/],
    ['a base mint the chain does not know', { ...pool, base: SOL_VAULT }, /\[0\]\.prices\.pools\[0\]\.base: must be So11111111111111111111111111111111111111112 \(SOL\) or one of the chain's token mints/],
    ['the quote priced against itself', { ...pool, base: USDC }, /\[0\]\.prices\.pools\[0\]\.base: must be another mint than the quote/],
  ])('refuses %s, naming the field', (_name, bad, message) => {
    expect(parse({ kind: 'poolVaults', quote: USDC, pools: [bad] })).toThrow(message);
  });

  it('refuses a quote that is not among the chain\'s tokens, no pool, and two pools for one token', () => {
    expect(parse({ kind: 'poolVaults', quote: WRAPPED_SOL_MINT, pools: [pool] })).toThrow(/\[0\]\.prices\.quote: must be one of the chain's token mints/);
    expect(parse({ kind: 'poolVaults', quote: USDC, pools: [] })).toThrow(/\[0\]\.prices\.pools: /);
    expect(parse({ kind: 'poolVaults', quote: USDC, pools: [pool, { ...pool, baseVault: Keypair.generate().publicKey.toBase58() }] })).toThrow(/\[0\]\.prices\.pools\[1\]\.base: must be priced by one pool only/);
    expect(parse({ kind: 'uniswapV2', quote: USDC })).toThrow(/\[0\]\.prices\.kind: must be "poolVaults" or "fixed"/);
  });
});
