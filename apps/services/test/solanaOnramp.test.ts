// The onramp on Solana (SPEC 7 and 9): SOL is what it sells there, on the local Solana chain
// (litesvm), and a confirmed purchase is paid in SOL from the configured treasury keypair.
import { apiRequest, onrampOptionsResponseSchema, onrampQuoteResponseSchema, onrampUrlResponseSchema } from '@latch/core/api';
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js';
import bs58 from 'bs58';
import { LOCAL_SOLANA_NETWORK_NAME as NETWORK, solanaChainConfigSchema } from '../src/chain/solanaConfig.js';
import { fetchJson, urlOf } from './helpers.js';
import { useSolanaWorld } from './solanaWorld.js';

const world = useSolanaWorld({ treasury: true });
let connection: Connection | undefined;
const api = () => world().api;
const reference = () => world().solana.caipNetworkId.slice('solana:'.length);
const post = (path: string, body: unknown) => fetchJson(urlOf(world().services.url, path), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const options = () => apiRequest(api(), { path: '/v1/onramp/options', schema: onrampOptionsResponseSchema, empty: { paymentCurrencies: [], purchaseCurrencies: [] } });
const quote = (body: object) => apiRequest(api(), { method: 'POST', path: '/v1/onramp/quote', body, schema: onrampQuoteResponseSchema, empty: { paymentSubtotal: { amount: '', currency: '' }, paymentTotal: { amount: '', currency: '' }, purchaseAmount: { amount: '', currency: '' }, quoteId: '' } });
const urlBody = (address: string, amounts: { presetCryptoAmount?: number; presetFiatAmount?: number }) => ({
  destinationWallets: [{ address, blockchains: [NETWORK], assets: ['SOL'] }],
  defaultNetwork: NETWORK,
  partnerUserId: address,
  defaultExperience: 'buy',
  ...amounts,
});
const onrampUrl = (address: string, amounts: { presetCryptoAmount?: number; presetFiatAmount?: number }) =>
  apiRequest(api(), { method: 'POST', path: '/v1/generators/onrampurl', body: urlBody(address, amounts), schema: onrampUrlResponseSchema, empty: { url: '' } });
const confirm = (url: string) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(url).origin }, body: '' });
const chain = () => (connection ??= new Connection(world().solana.rpcUrl, 'confirmed'));
const lamportsOf = async (address: string) => BigInt(await chain().getBalance(new PublicKey(address)));
const freshAddress = () => Keypair.generate().publicKey.toBase58();

describe('the onramp on the local Solana network', () => {
  it('sells SOL there: its options list the network by its CAIP-2 reference, with no contract', async () => {
    const { paymentCurrencies, purchaseCurrencies } = await options();
    expect(paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR']);
    expect(purchaseCurrencies).toEqual([{ id: 'SOL', name: 'Solana', symbol: 'SOL', networks: [{ name: NETWORK, display_name: NETWORK, chain_id: reference() }] }]);
  });

  it('quotes SOL at its price after the fees, and refuses USDC on the Solana network', async () => {
    const answer = await quote({ purchaseCurrency: 'SOL', paymentCurrency: 'USD', amount: '100', network: NETWORK });
    // 100 USD less 1.00 and 0.10 is 98.90 USD: 0.659333 SOL at 150 USD.
    expect(answer).toMatchObject({ paymentSubtotal: { amount: '98.90', currency: 'USD' }, purchaseAmount: { amount: '0.659333', currency: 'SOL' } });
    const byReference = await quote({ purchaseCurrency: 'SOL', paymentCurrency: 'USD', amount: '100', network: reference() });
    expect(byReference.purchaseAmount).toEqual(answer.purchaseAmount);
    const usdc = await post('/v1/onramp/quote', { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100', network: NETWORK });
    expect(usdc.status).toBe(400);
    expect(JSON.stringify(usdc.body)).toContain('purchaseCurrency');
  });

  it('pays the SOL of a confirmed purchase from the treasury, shows its signature, and only once', async () => {
    const buyer = freshAddress();
    const { url } = await onrampUrl(buyer, { presetCryptoAmount: 0.25 });
    const page = await (await fetch(url)).text();
    expect(page).toContain('0.25 SOL');
    expect(page).toContain(NETWORK);
    expect(page).toContain(buyer);
    expect(await lamportsOf(buyer)).toBe(0n);

    const done = await confirm(url);
    expect(done.status).toBe(200);
    const signature = /id="tx-hash">([1-9A-HJ-NP-Za-km-z]{64,88})</.exec(await done.text())?.[1];
    expect(signature).toBeDefined();
    const status = (await chain().getSignatureStatuses([signature!])).value[0];
    expect(status?.err).toBeNull();
    expect(await lamportsOf(buyer)).toBe(BigInt(LAMPORTS_PER_SOL / 4));

    expect((await confirm(url)).status).toBe(409);
    expect(await lamportsOf(buyer)).toBe(BigInt(LAMPORTS_PER_SOL / 4));
  });

  it('pays two identical purchases confirmed at once as two transfers', async () => {
    const buyer = freshAddress();
    const [first, second] = await Promise.all([onrampUrl(buyer, { presetFiatAmount: 30 }), onrampUrl(buyer, { presetFiatAmount: 30 })]);
    const answers = await Promise.all([confirm(first.url), confirm(second.url)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    // 30 USD less 0.30 and 0.10 is 29.60 USD: 0.197333 SOL each.
    expect(await lamportsOf(buyer)).toBe(2n * 197_333_000n);
  });

  it.each([
    ['an EVM address', { destinationWallets: [{ address: `0x${'ab'.repeat(20)}`, blockchains: [NETWORK] }] }, 'destinationWallets.address: must be a Solana address'],
    ['base58 that is no 32-byte key', { destinationWallets: [{ address: 'z'.repeat(32), blockchains: [NETWORK] }] }, 'destinationWallets.0.address'],
    ['USDC as the asset', { destinationWallets: [{ address: freshAddress(), blockchains: [NETWORK], assets: ['USDC'] }] }, 'destinationWallets.assets'],
    ['under 10 USD of SOL', { presetCryptoAmount: 0.05 }, 'amount: must be from 10 to 25000 USD'],
  ])('refuses a purchase link for %s with 400', async (_, change, reason) => {
    const answer = await post('/v1/generators/onrampurl', { ...urlBody(freshAddress(), { presetCryptoAmount: 0.5 }), ...change });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(reason);
  });
});

describe('the Solana treasury key in the configuration', () => {
  const config = { id: 'solana:3ByopDBLUk2VLcuESmRyiAGvwkCRPUuN', rpcUrl: 'http://127.0.0.1:8899', solUsdPrice: 150 };

  it('takes the base58 of a 64-byte secret key, and nothing else', () => {
    expect(solanaChainConfigSchema.safeParse({ ...config, treasuryKey: bs58.encode(Keypair.generate().secretKey) }).success).toBe(true);
    for (const treasuryKey of [bs58.encode(new Uint8Array(32)), 'not base58 0OIl', `0x${'1'.repeat(64)}`]) {
      const parsed = solanaChainConfigSchema.safeParse({ ...config, treasuryKey });
      expect(parsed.error?.issues[0]?.message).toBe('must be a Solana secret key: the base58 of 64 bytes');
    }
  });
});
