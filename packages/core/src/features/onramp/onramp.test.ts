import { selectOnramp } from './selectors.js';
import { chooseOnrampCurrencies, chooseOnrampProvider, createOnrampUrl, loadOnramp, setOnrampAmount } from './onramp.js';
import { onrampAnswers } from '../../../test/onrampFixtures.js';
import { LatchMessages } from '../../errors/catalogue.js';
import { useFakeServices } from '../../../test/fakeServices.js';
import { flush } from '../../../test/flush.js';
import { testLatch } from '../../../test/setup.js';
import { connect } from '../../actions/connection.js';
import { memoryAdapter, testNetwork } from '../../testing/memoryAdapter.js';
import { networksSlice } from '../networks/networksSlice.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const fake = useFakeServices();
const OPTIONS = '/v1/onramp/options';
const QUOTE = '/v1/onramp/quote';

function onrampLatch(overrides: Parameters<typeof testLatch>[0] = {}) {
  return testLatch({ apiUrls: { walletApi: fake().url, blockchainApi: fake().url }, platform: { isMobile: () => false, isTelegram: () => false, isIosSafari: () => false, timeZone: () => 'Europe/Paris' }, ...overrides });
}

describe('onramp options (SPEC 8, 9)', () => {
  it('offers the providers the remote features name for the namespace, and the currencies of the options call', async () => {
    fake().routes[OPTIONS] = () => ({ body: onrampAnswers.options });
    const { latch } = onrampLatch();
    await loadOnramp(latch);
    const onramp = selectOnramp(latch.getState())!;
    expect(onramp.providers.map((p) => [p.name, p.feeRange])).toEqual([['coinbase', '1-2%'], ['meld', '1-2%']]);
    expect(onramp.usingFallbackOptions).toBe(false);
    expect(onramp.purchaseCurrency?.symbol).toBe('USDC');
    expect(onramp.paymentCurrency?.id).toBe('USD');
    expect(onramp.paymentCurrencies.map((c) => c.id)).toEqual(['EUR', 'USD', 'GBP']);
  });

  it('falls back to the built-in options when the call fails: USD and EUR with the card and ACH limits', async () => {
    fake().routes[OPTIONS] = () => ({ status: 500, body: { message: 'down' } });
    const { latch } = onrampLatch();
    await loadOnramp(latch);
    const onramp = selectOnramp(latch.getState())!;
    expect(onramp.usingFallbackOptions).toBe(true);
    expect(onramp.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR']);
    expect(onramp.paymentCurrency?.payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ]);
    expect(onramp.purchaseCurrency?.id).toBe('USDC');
  });

  it('buys SOL on Solana, where only Meld is offered', async () => {
    fake().routes[OPTIONS] = () => ({ status: 500, body: { message: 'down' } });
    const solana = { id: 'devnet', caipNetworkId: 'solana:devnet' as const, chainNamespace: 'solana' as const, name: 'Solana Devnet', nativeCurrency: { name: 'SOL', symbol: 'SOL', decimals: 9 }, rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } } };
    const { latch } = onrampLatch({ networks: [solana], adapters: [] });
    await loadOnramp(latch);
    expect(selectOnramp(latch.getState())!.providers.map((p) => p.name)).toEqual(['meld']);
    expect(selectOnramp(latch.getState())!.purchaseCurrency?.symbol).toBe('SOL');
  });

  it('buys the destination currency of the namespace it opens in: SOL after a move from EVM, where USDC was picked', async () => {
    fake().routes[OPTIONS] = () => ({ body: { ...onrampAnswers.options, purchaseCurrencies: [...onrampAnswers.options.purchaseCurrencies, { id: 'SOL', name: 'Solana', symbol: 'SOL', networks: [{ name: 'solana', chain_id: 'solana' }] }] } });
    const { latch } = onrampLatch();
    await loadOnramp(latch);
    expect(selectOnramp(latch.getState())!.purchaseCurrency?.id).toBe('USDC');
    latch.store.dispatch(networksSlice.actions.activeNamespaceSet('solana'));
    await loadOnramp(latch);
    expect(selectOnramp(latch.getState())!.purchaseCurrency?.id).toBe('SOL');
    // Within one namespace the person's pick stays.
    const eth = selectOnramp(latch.getState())!.purchaseCurrencies.find((c) => c.id === 'ETH')!;
    await chooseOnrampCurrencies(latch, { purchaseCurrency: eth });
    await loadOnramp(latch);
    expect(selectOnramp(latch.getState())!.purchaseCurrency?.id).toBe('ETH');
  });

  it('offers only what can be bought for the active network where the options say: not SOL to an EVM account, nor USDC to a Solana one', async () => {
    const devnetUsdc = { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [{ name: 'eip155:31337', chain_id: '31337' }] };
    const sol = { id: 'SOL', name: 'Solana', symbol: 'SOL', networks: [{ name: 'solana:devnet', chain_id: 'devnet' }] };
    fake().routes[OPTIONS] = () => ({ body: { ...onrampAnswers.options, purchaseCurrencies: [devnetUsdc, sol] } });
    const solana = { id: 'devnet', caipNetworkId: 'solana:devnet' as const, chainNamespace: 'solana' as const, name: 'Solana Devnet', nativeCurrency: { name: 'SOL', symbol: 'SOL', decimals: 9 }, rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } } };
    const { latch } = onrampLatch({ networks: [testNetwork, solana] });
    await loadOnramp(latch);
    expect(selectOnramp(latch.getState())!.purchaseCurrencies.map((c) => c.id)).toEqual(['USDC']);
    latch.store.dispatch(networksSlice.actions.activeNetworkSet('solana:devnet'));
    await loadOnramp(latch);
    const onSolana = selectOnramp(latch.getState())!;
    expect([onSolana.purchaseCurrencies.map((c) => c.id), onSolana.purchaseCurrency?.id]).toEqual([['SOL'], 'SOL']);
  });

  it('offers no provider in the restricted timezones, or when the remote features switch the onramp off', async () => {
    const restricted = onrampLatch({ platform: { isMobile: () => false, isTelegram: () => false, isIosSafari: () => false, timeZone: () => 'Asia/Hong_Kong' } });
    await loadOnramp(restricted.latch);
    expect(selectOnramp(restricted.latch.getState())!.providers).toEqual([]);
    fake().routes['/appkit/v1/config'] = () => ({ body: { features: [{ id: 'onramp', isEnabled: false, config: null }] } });
    const off = onrampLatch();
    const { loadRemoteFeatures } = await import('../../actions/accountReads.js');
    await loadRemoteFeatures(off.latch);
    await loadOnramp(off.latch);
    expect(selectOnramp(off.latch.getState())!.providers).toEqual([]);
  });
});

describe('onramp amount and quote (SPEC 8)', () => {
  it('quotes the amount typed, with the currencies picked', async () => {
    fake().routes[OPTIONS] = () => ({ body: onrampAnswers.options });
    fake().routes[QUOTE] = () => ({ body: onrampAnswers.quote });
    const { latch } = onrampLatch();
    await loadOnramp(latch);
    await setOnrampAmount(latch, ' 100 ');
    const onramp = selectOnramp(latch.getState())!;
    expect(onramp.quote?.quoteId).toBe('q-1');
    expect(onramp.purchaseAmount).toBe('97.5');
    expect(fake().bodies.at(-1)).toMatchObject({ amount: '100', paymentCurrency: { id: 'USD' }, purchaseCurrency: { id: 'USDC' } });
  });

  it('uses a mocked quote with the amount when the quote call fails', async () => {
    fake().routes[QUOTE] = () => ({ status: 502, body: { message: 'bad gateway' } });
    const { latch } = onrampLatch();
    await loadOnramp(latch);
    await setOnrampAmount(latch, '25');
    expect(selectOnramp(latch.getState())!.quote).toEqual({
      paymentSubtotal: { amount: '25', currency: 'USD' },
      paymentTotal: { amount: '25', currency: 'USD' },
      purchaseAmount: { amount: '25', currency: 'USDC' },
      quoteId: 'mocked-quote-id',
    });
    expect(selectOnramp(latch.getState())!.purchaseAmount).toBe('25');
  });

  it('after the services recover, a new amount asks the options again and shows the services\' quote, not the stand-in', async () => {
    // As the services do, the quote is refused on a network they do not sell on: the fallback's are SDK names.
    const recovered = { ...onrampAnswers.options, purchaseCurrencies: [{ id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [{ name: 'latch-devnet', chain_id: '31337' }] }] };
    let up = false;
    fake().routes[OPTIONS] = () => (up ? { body: recovered } : { status: 500, body: { message: 'down' } });
    fake().routes[QUOTE] = () => (up && (fake().bodies.at(-1) as { network?: string }).network === 'latch-devnet' ? { body: onrampAnswers.quote } : { status: 400, body: { message: 'Invalid network' } });
    const { latch } = onrampLatch();
    await loadOnramp(latch);
    await setOnrampAmount(latch, '20');
    expect(selectOnramp(latch.getState())!.quote?.quoteId).toBe('mocked-quote-id');

    up = true;
    await setOnrampAmount(latch, '100');
    const onramp = selectOnramp(latch.getState())!;
    expect(onramp.usingFallbackOptions).toBe(false);
    expect(onramp.quote?.quoteId).toBe('q-1');
    expect(onramp.purchaseAmount).toBe('97.5');
    expect(fake().bodies.at(-1)).toMatchObject({ amount: '100', network: 'latch-devnet', purchaseCurrency: { id: 'USDC' } });
  });

  it('while the fallback stands in, shows each amount at once and never goes back to an earlier one', async () => {
    fake().routes[OPTIONS] = () => ({ status: 500, body: { message: 'down' } });
    fake().routes[QUOTE] = () => ({ status: 502, body: { message: 'bad gateway' } });
    const { latch } = onrampLatch();
    await loadOnramp(latch);
    const shown: (string | undefined)[] = [];
    latch.store.subscribe(() => {
      const amount = latch.getState().onramp?.paymentAmount;
      if (shown.at(-1) !== amount) shown.push(amount);
    });
    const typed = [setOnrampAmount(latch, '20'), setOnrampAmount(latch, '25')];
    expect(selectOnramp(latch.getState())!.paymentAmount).toBe('25');
    await Promise.all(typed);
    expect(shown).toEqual(['20', '25']);
    expect(selectOnramp(latch.getState())!.quote?.purchaseAmount.amount).toBe('25');
  });

  it('asks the options once while they answer: a new amount does not ask them again', async () => {
    fake().routes[OPTIONS] = () => ({ body: onrampAnswers.options });
    fake().routes[QUOTE] = () => ({ body: onrampAnswers.quote });
    const { latch } = onrampLatch();
    await loadOnramp(latch);
    await setOnrampAmount(latch, '50');
    await setOnrampAmount(latch, '60');
    expect(fake().requests.filter((r) => r.pathname === OPTIONS)).toHaveLength(1);
  });

  it('refuses amounts outside the payment method limits, or not a number, without asking for a quote', async () => {
    const { latch } = onrampLatch();
    await loadOnramp(latch);
    await setOnrampAmount(latch, '5');
    expect(selectOnramp(latch.getState())!.error).toEqual(LatchMessages.onrampAmountOutOfRange('10.00', '25000.00', 'USD'));
    await setOnrampAmount(latch, '25000.01');
    expect(selectOnramp(latch.getState())!.error).toEqual(LatchMessages.onrampAmountOutOfRange('10.00', '25000.00', 'USD'));
    await setOnrampAmount(latch, '1e3');
    expect(selectOnramp(latch.getState())!.error).toEqual(LatchMessages.invalidAmount);
    expect(fake().requests.filter((r) => r.pathname === QUOTE)).toEqual([]);
    await setOnrampAmount(latch, '');
    expect(selectOnramp(latch.getState())!.error).toBeUndefined();
  });

  it('asks again when the payment currency changes', async () => {
    fake().routes[OPTIONS] = () => ({ body: onrampAnswers.options });
    fake().routes[QUOTE] = () => ({ body: onrampAnswers.quote });
    const { latch } = onrampLatch();
    await loadOnramp(latch);
    await setOnrampAmount(latch, '50');
    const eur = selectOnramp(latch.getState())!.paymentCurrencies.find((c) => c.id === 'EUR')!;
    await chooseOnrampCurrencies(latch, { paymentCurrency: eur });
    expect(fake().bodies.at(-1)).toMatchObject({ amount: '50', paymentCurrency: { id: 'EUR' } });
    expect(selectOnramp(latch.getState())!.quote).toBeDefined();
  });
});

describe('the purchase page (SPEC 7)', () => {
  it('asks the generator for the selected provider with the account as destination and the amounts', async () => {
    fake().routes['/v1/generators/onrampurl'] = () => ({ body: { url: 'https://pay.example/buy?session=1' } });
    const { latch } = onrampLatch();
    await connect(latch, { connectorId: 'io.test' });
    await flush();
    await loadOnramp(latch);
    await setOnrampAmount(latch, '40');
    chooseOnrampProvider(latch, 'coinbase');
    await expect(createOnrampUrl(latch)).resolves.toBe('https://pay.example/buy?session=1');
    expect(fake().bodies.at(-1)).toEqual({
      destinationWallets: [{ address: ADDRESS, blockchains: expect.arrayContaining(['ethereum', 'base']), assets: ['USDC'] }],
      defaultNetwork: 'ethereum',
      partnerUserId: ADDRESS,
      defaultExperience: 'buy',
      presetCryptoAmount: 40,
      presetFiatAmount: 40,
    });
  });

  it("on Solana, buys SOL for the Solana account on the active network, whichever the options list first", async () => {
    const local = '3ByopDBLUk2VLcuESmRyiAGvwkCRPUuN';
    const owner = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
    const sol = { id: 'SOL', name: 'Solana', symbol: 'SOL', networks: [{ name: 'solana', chain_id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }, { name: 'solana-local', chain_id: local }] };
    fake().routes[OPTIONS] = () => ({ body: { ...onrampAnswers.options, purchaseCurrencies: [...onrampAnswers.options.purchaseCurrencies, sol] } });
    fake().routes['/v1/generators/onrampurl'] = () => ({ body: { url: 'https://pay.example/buy?session=2' } });
    const network = { id: local, caipNetworkId: `solana:${local}` as const, chainNamespace: 'solana' as const, name: 'Solana Local', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 }, rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } } };
    const wallet = memoryAdapter({ namespace: 'solana', address: owner, chainId: local });
    const { latch } = onrampLatch({ networks: [network], adapters: [wallet.adapter] });
    await connect(latch, { connectorId: 'io.test', namespace: 'solana' });
    await flush();
    await loadOnramp(latch);
    expect(selectOnramp(latch.getState())!.purchaseCurrency?.id).toBe('SOL');
    await setOnrampAmount(latch, '40');
    expect(fake().bodies.at(-1)).toMatchObject({ network: 'solana-local', purchaseCurrency: { id: 'SOL' } });
    chooseOnrampProvider(latch, 'meld');
    await expect(createOnrampUrl(latch)).resolves.toBe('https://pay.example/buy?session=2');
    expect(fake().bodies.at(-1)).toMatchObject({ destinationWallets: [{ address: owner, blockchains: ['solana', 'solana-local'], assets: ['SOL'] }], defaultNetwork: 'solana-local', partnerUserId: owner });
  });

  it('needs a connected account and a provider', async () => {
    const { latch } = onrampLatch();
    await loadOnramp(latch);
    await expect(createOnrampUrl(latch)).rejects.toThrow(LatchMessages.onrampNeedsAccount.text);
    await connect(latch, { connectorId: 'io.test' });
    chooseOnrampProvider(latch, 'nobody' as 'meld');
    await expect(createOnrampUrl(latch)).rejects.toThrow(LatchMessages.onrampNotAvailable.text);
  });
});
