// The onramp: options and quotes as the client reads them, and a purchase end to end over HTTP:
// the URL, its provider page, the confirming POST, the USDC credited on the devnet, once only.
import { apiRequest, onrampOptionsResponseSchema, onrampQuoteResponseSchema, onrampUrlResponseSchema } from '@latch/core/api';
import { parseUnits, Wallet } from 'ethers';
import { CHAIN, useWorld } from './chainHelpers.js';
import { fetchJson, urlOf } from './helpers.js';

const world = useWorld();
const post = (path: string, body: unknown) => fetchJson(urlOf(world().services.url, path), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const options = () => apiRequest(world().api, { path: '/v1/onramp/options', schema: onrampOptionsResponseSchema, empty: { paymentCurrencies: [], purchaseCurrencies: [] } });
const quote = (body: object) => apiRequest(world().api, { method: 'POST', path: '/v1/onramp/quote', body, schema: onrampQuoteResponseSchema, empty: { paymentSubtotal: { amount: '', currency: '' }, paymentTotal: { amount: '', currency: '' }, purchaseAmount: { amount: '', currency: '' }, quoteId: '' } });
const onrampUrl = (address: string, amounts: { presetCryptoAmount?: number; presetFiatAmount?: number }) =>
  apiRequest(world().api, {
    method: 'POST',
    path: '/v1/generators/onrampurl',
    body: { destinationWallets: [{ address, blockchains: ['devnet'], assets: ['USDC'] }], defaultNetwork: 'devnet', partnerUserId: address, defaultExperience: 'buy', ...amounts },
    schema: onrampUrlResponseSchema,
    empty: { url: '' },
  });
const confirm = (url: string, init: RequestInit = {}) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '', ...init });

describe('/v1/onramp/options and /v1/onramp/quote', () => {
  it('offers USD and EUR with the SPEC 9 limits, and USDC on the devnet', async () => {
    const { paymentCurrencies, purchaseCurrencies } = await options();
    expect(paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR']);
    expect(paymentCurrencies[0]!.payment_method_limits).toEqual([{ id: 'card', min: '10.00', max: '7500.00' }, { id: 'ach_bank_account', min: '10.00', max: '25000.00' }]);
    expect(purchaseCurrencies).toEqual([{ id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [{ name: 'devnet', display_name: 'devnet', chain_id: '31337', contract_address: world().devnet.tokens.usdc.address }] }]);
    const filtered = await apiRequest(world().api, { path: '/v1/onramp/options', query: { paymentCurrencies: ['EUR'] }, schema: onrampOptionsResponseSchema, empty: { paymentCurrencies: [], purchaseCurrencies: [] } });
    expect(filtered.paymentCurrencies.map((c) => c.id)).toEqual(['EUR']);
  });

  it('refuses a malformed currency filter with 400', async () => {
    const answer = await fetchJson(urlOf(world().services.url, '/v1/onramp/options', { paymentCurrencies: 'US$' }));
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toContain('paymentCurrencies.0: must be currency ids');
  });

  it('quotes a 1% fee and a 0.10 network fee, with the currencies objects the client sends', async () => {
    const { paymentCurrencies, purchaseCurrencies } = await options();
    const answer = await quote({ purchaseCurrency: purchaseCurrencies[0], paymentCurrency: paymentCurrencies[0], amount: '100', network: 'devnet' });
    expect(answer).toEqual({
      coinbaseFee: { amount: '1.00', currency: 'USD' },
      networkFee: { amount: '0.10', currency: 'USD' },
      paymentSubtotal: { amount: '98.90', currency: 'USD' },
      paymentTotal: { amount: '100.00', currency: 'USD' },
      purchaseAmount: { amount: '98.9', currency: 'USDC' },
      quoteId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    // 50.50 EUR less 0.51 (1%, rounded up) and 0.10 is 49.89 EUR, 53.8812 USD at 1.08.
    const euros = await quote({ purchaseCurrency: 'USDC', paymentCurrency: 'EUR', amount: '50.50', network: '31337' });
    expect(euros.purchaseAmount).toEqual({ amount: '53.8812', currency: 'USDC' });
  });

  it.each([
    [{ amount: '9.99' }, 'amount: must be from 10 to 25000 USD'],
    [{ amount: '25000.01' }, 'amount: must be from 10 to 25000 USD'],
    [{ amount: '10.001' }, 'amount: must be an amount'],
    [{ paymentCurrency: 'GBP' }, 'paymentCurrency'],
    [{ purchaseCurrency: 'SOL' }, 'purchaseCurrency'],
    [{ network: 'solana' }, 'network: no onramp on solana'],
  ])('refuses a quote for %j with 400', async (change, reason) => {
    const answer = await post('/v1/onramp/quote', { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100', network: 'devnet', ...change });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(reason);
  });
});

describe('a purchase through the local provider page', () => {
  it('shows the purchase, pays it from the treasury on confirm, shows the hash, and only once', async () => {
    const { devnet, balanceOf, provider } = world();
    const buyer = Wallet.createRandom().address;
    const { url } = await onrampUrl(buyer, { presetCryptoAmount: 42.5, presetFiatAmount: 43.1 });
    expect(url).toMatch(new RegExp(`^${world().services.url}/onramp/checkout/[0-9a-f]{32}$`));

    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('42.5 USDC');
    expect(html).toContain(buyer);
    expect(html).not.toMatch(/<script|style=/);
    expect(html).toMatch(/<form method="post" action="\/onramp\/checkout\/[0-9a-f]{32}">/);

    const done = await confirm(url, { headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(url).origin } });
    expect(done.status).toBe(200);
    expect(done.url).toBe(url);
    const hash = /id="tx-hash">(0x[0-9a-f]{64})</.exec(await done.text())?.[1];
    expect(hash).toBeDefined();
    expect((await provider.getTransactionReceipt(hash!))?.status).toBe(1);
    expect(await balanceOf(devnet.tokens.usdc.address, buyer)).toBe(parseUnits('42.5', 6));

    const again = await confirm(url);
    expect(again.status).toBe(409);
    expect(await balanceOf(devnet.tokens.usdc.address, buyer)).toBe(parseUnits('42.5', 6));
    expect(await (await fetch(url)).text()).toContain(hash!);
  });

  it('turns a fiat amount into USDC by the quote, and pays two confirmations at once without a nonce clash', async () => {
    const { devnet, balanceOf } = world();
    const [a, b] = [Wallet.createRandom().address, Wallet.createRandom().address];
    const [first, second] = await Promise.all([onrampUrl(a, { presetFiatAmount: 20 }), onrampUrl(b, { presetFiatAmount: 30 })]);
    const answers = await Promise.all([confirm(first.url), confirm(second.url)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await balanceOf(devnet.tokens.usdc.address, a)).toBe(parseUnits('19.7', 6));
    expect(await balanceOf(devnet.tokens.usdc.address, b)).toBe(parseUnits('29.6', 6));
  });

  it("refuses another site's form, and answers 404 for a link nobody made", async () => {
    const { url } = await onrampUrl(Wallet.createRandom().address, { presetCryptoAmount: 15 });
    expect((await confirm(url, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect((await fetch(url)).status).toBe(200);
    expect((await fetch(`${world().services.url}/onramp/checkout/${'0'.repeat(32)}`)).status).toBe(404);
    expect((await confirm(`${world().services.url}/onramp/checkout/nope`)).status).toBe(404);
  });

  it.each([
    [{ presetCryptoAmount: 5 }, 'amount: must be from 10 to 25000 USD'],
    [{}, 'presetCryptoAmount: required'],
    [{ presetCryptoAmount: 20, destinationWallets: [{ address: '0x12', blockchains: ['devnet'] }] }, 'destinationWallets.0.address'],
    [{ presetCryptoAmount: 20, defaultNetwork: 'solana' }, 'network: no onramp on solana'],
    [{ presetCryptoAmount: 20, destinationWallets: [{ address: Wallet.createRandom().address, blockchains: ['devnet'], assets: ['ETH'] }] }, 'destinationWallets.assets'],
  ])('refuses an onramp URL for %j with 400', async (change, reason) => {
    const address = Wallet.createRandom().address;
    const answer = await post('/v1/generators/onrampurl', { destinationWallets: [{ address, blockchains: ['devnet'] }], partnerUserId: address, defaultExperience: 'buy', ...change });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(reason);
  });

  it('is open on the chain the client names by CAIP-2 id too', async () => {
    const address = Wallet.createRandom().address;
    const answer = await post('/v1/generators/onrampurl', { destinationWallets: [{ address, blockchains: [CHAIN] }], partnerUserId: address, defaultExperience: 'buy', presetCryptoAmount: 11 });
    expect(answer.status).toBe(200);
  });
});
