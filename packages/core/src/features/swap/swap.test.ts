import { selectSwap } from './selectors.js';
import { loadRemoteFeatures } from '../../actions/accountReads.js';
import { loadGasPrice, loadSwap, pickSwapTokens, selectSwapSourceBalance, setSwapAmount, switchSwapTokens } from './swap.js';
import { ErrorMessages, LatchMessages } from '../../errors/catalogue.js';
import { formatUnits } from '../../format/units.js';
import { memoryAdapter, testMainnet, testNetwork } from '../../testing/memoryAdapter.js';
import { useFakeServices } from '../../../test/fakeServices.js';
import { flush } from '../../../test/flush.js';
import { testLatch } from '../../../test/setup.js';
import { connect, refreshBalance } from '../../actions/connection.js';
import { switchNetwork } from '../../actions/network.js';
import type { Latch } from '../../createLatch.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const fake = useFakeServices();
const token = (symbol: string, decimals: number) => ({ name: symbol, symbol, decimals, address: `eip155:1:0x${symbol.padStart(40, '0')}`, logoUri: '' });
const USDC = token('USDC', 6);
const DAI = token('DAI', 18);
const ETH = { name: 'Ether', symbol: 'ETH', decimals: 18, address: 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', logoUri: '' };

async function mainnetLatch() {
  fake().routes['/v1/convert/tokens'] = () => ({ body: { tokens: [USDC, DAI] } });
  fake().routes['/v1/convert/gas-price'] = () => ({ body: { standard: '1000000000', fast: '2000000000', instant: '3000000000' } });
  const setup = testLatch({ networks: [testMainnet], adapterOptions: { chainId: 1 }, apiUrls: { walletApi: fake().url, blockchainApi: fake().url } });
  await connect(setup.latch, { connectorId: 'io.test' });
  await flush();
  return setup;
}

/** Resolves once the form holds a quote: one a listener asked for answers after the action that set it off. */
const quoted = (latch: Latch) =>
  new Promise<void>((resolve) => {
    const check = () => selectSwap(latch.getState())?.toTokenAmount && (unsubscribe(), resolve());
    const unsubscribe = latch.store.subscribe(check);
    check();
  });

describe('swaps (SPEC 8, 9)', () => {
  it('loads the tokens and the gas price of a swap network', async () => {
    const { latch } = await mainnetLatch();
    await loadSwap(latch);
    expect(selectSwap(latch.getState())).toMatchObject({ tokens: [USDC, DAI], gasPrice: '1000000000', loadingTokens: false });
    expect(fake().requests.filter((r) => r.pathname.startsWith('/v1/convert/')).map((r) => [r.pathname, r.searchParams.get('chainId')])).toEqual([
      ['/v1/convert/tokens', 'eip155:1'],
      ['/v1/convert/gas-price', 'eip155:1'],
    ]);
    expect(fake().requests.filter((r) => r.pathname === `/v1/account/${ADDRESS}/balance`)).toHaveLength(1);
  });

  it("lists the popular tokens first and suggests SPEC 9's suggested ones, in their orders", async () => {
    const { latch } = await mainnetLatch();
    const [pepe, weth, eth, zrx] = ['PEPE', 'WETH', 'ETH', 'ZRX'].map((symbol) => token(symbol, 18));
    fake().routes['/v1/convert/tokens'] = () => ({ body: { tokens: [pepe, DAI, weth, zrx, USDC, eth] } });
    await loadSwap(latch);
    const { tokens, suggestedTokens } = selectSwap(latch.getState())!;
    expect(tokens.map((t) => t.symbol)).toEqual(['ETH', 'WETH', 'USDC', 'DAI', 'PEPE', 'ZRX']);
    expect(suggestedTokens.map((t) => t.symbol)).toEqual(['ETH', 'USDC', 'DAI', 'WETH']);
  });

  it('refuses "Network not supported for Swaps" off the swap networks, or with swaps off remotely', async () => {
    const devnet = testLatch({ apiUrls: { walletApi: fake().url, blockchainApi: fake().url } });
    await expect(loadSwap(devnet.latch)).rejects.toThrow(ErrorMessages.swapsNetworkNotSupported.text);
    fake().routes['/appkit/v1/config'] = () => ({ body: { features: [{ id: 'swaps', isEnabled: false, config: null }] } });
    const { latch } = await mainnetLatch();
    await loadRemoteFeatures(latch);
    await expect(loadSwap(latch)).rejects.toThrow(ErrorMessages.swapsNetworkNotSupported.text);
    expect(fake().requests.some((r) => r.pathname === '/v1/convert/tokens')).toBe(false);
  });

  it('refuses "Swaps cannot be sent from this wallet." where the adapter cannot send prepared transactions', async () => {
    const { sendTransaction: _send, decodeApproval: _decode, ...noSwaps } = memoryAdapter({ chainId: 1 }).adapter;
    const { latch } = testLatch({ networks: [testMainnet], adapters: [noSwaps], apiUrls: { walletApi: fake().url, blockchainApi: fake().url } });
    await connect(latch, { connectorId: 'io.test' });
    await expect(loadSwap(latch)).rejects.toThrow(LatchMessages.swapNotSendable.text);
    expect(fake().requests.some((r) => r.pathname === '/v1/convert/tokens')).toBe(false);
  });

  it('refuses "Network not supported for Gas Price" outside EVM and Solana', async () => {
    const bitcoin = { ...testNetwork, id: '000000000019d6689c085ae165831e93', caipNetworkId: 'bip122:000000000019d6689c085ae165831e93' as const, chainNamespace: 'bip122' as const, name: 'Bitcoin' };
    const { latch } = testLatch({ networks: [bitcoin], adapters: [], apiUrls: { walletApi: fake().url, blockchainApi: fake().url } });
    await expect(loadGasPrice(latch)).rejects.toThrow(ErrorMessages.gasPriceNetworkNotSupported.text);
    expect(fake().requests).toEqual([]);
  });

  it('opens selling the native currency, the token to buy left to the person', async () => {
    const { latch } = await mainnetLatch();
    fake().routes['/v1/convert/tokens'] = () => ({ body: { tokens: [USDC, ETH, DAI] } });
    await loadSwap(latch);
    const swap = selectSwap(latch.getState());
    expect(swap).toMatchObject({ sourceToken: ETH, sourceTokenAmount: '' });
    expect(swap?.toToken).toBeUndefined();
  });

  it('preselects nothing where the network offers no native currency, or the person buys it', async () => {
    const { latch } = await mainnetLatch();
    await loadSwap(latch);
    expect(selectSwap(latch.getState())?.sourceToken).toBeUndefined();
    const other = await mainnetLatch();
    fake().routes['/v1/convert/tokens'] = () => ({ body: { tokens: [USDC, ETH, DAI] } });
    await pickSwapTokens(other.latch, { toToken: ETH });
    await loadSwap(other.latch);
    expect(selectSwap(other.latch.getState())).toMatchObject({ toToken: ETH });
    expect(selectSwap(other.latch.getState())?.sourceToken).toBeUndefined();
  });

  it("carries no pair to another network: the pair and its amount go, and that network's native currency is sold", async () => {
    const base = { ...testMainnet, id: 8453, caipNetworkId: 'eip155:8453' as const, name: 'Base' };
    const onBase = { ...ETH, address: 'eip155:8453:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' };
    fake().routes['/v1/convert/tokens'] = (url) => ({ body: { tokens: url.searchParams.get('chainId') === 'eip155:8453' ? [onBase] : [ETH, USDC, DAI] } });
    fake().routes['/v1/convert/gas-price'] = () => ({ body: { standard: '1000000000', fast: '2000000000', instant: '3000000000' } });
    fake().routes['/v1/convert/quotes'] = () => ({ body: { quotes: [{ fromAmount: '1', toAmount: '1' }] } });
    const { latch } = testLatch({ networks: [testMainnet, base], adapterOptions: { chainId: 1 }, apiUrls: { walletApi: fake().url, blockchainApi: fake().url } });
    await connect(latch, { connectorId: 'io.test' });
    await loadSwap(latch);
    await pickSwapTokens(latch, { sourceToken: USDC, toToken: DAI });
    await setSwapAmount(latch, '2');
    await switchNetwork(latch, base);
    await loadSwap(latch);
    const swap = selectSwap(latch.getState());
    expect(swap).toMatchObject({ sourceToken: onBase, sourceTokenAmount: '', toTokenAmount: '' });
    expect(swap?.toToken).toBeUndefined();
  });

  it('quotes the amount in the token units and shows what comes back in the other token', async () => {
    const { latch } = await mainnetLatch();
    fake().routes['/v1/convert/quotes'] = () => ({ body: { quotes: [{ fromAmount: '1500000', toAmount: '1499000000000000000' }] } });
    await loadSwap(latch);
    await pickSwapTokens(latch, { sourceToken: USDC, toToken: DAI });
    await setSwapAmount(latch, '1.5');
    expect(selectSwap(latch.getState())).toMatchObject({ sourceTokenAmount: '1.5', toTokenAmount: '1.499', loadingQuote: false });
    const quote = fake().requests.at(-1)!;
    expect(Object.fromEntries(quote.searchParams)).toMatchObject({ amount: '1500000', userAddress: `eip155:1:${ADDRESS}`, from: USDC.address, to: DAI.address, gasPrice: '1000000000' });
  });

  it('switching the pair turns the quoted amount into the amount to sell', async () => {
    const { latch } = await mainnetLatch();
    fake().routes['/v1/convert/quotes'] = (url) => ({ body: { quotes: [{ fromAmount: url.searchParams.get('amount'), toAmount: url.searchParams.get('from') === USDC.address ? '2000000000000000000' : '1990000' }] } });
    await loadSwap(latch);
    await pickSwapTokens(latch, { sourceToken: USDC, toToken: DAI });
    await setSwapAmount(latch, '2');
    await switchSwapTokens(latch);
    expect(selectSwap(latch.getState())).toMatchObject({ sourceToken: DAI, toToken: USDC, sourceTokenAmount: '2', toTokenAmount: '1.99' });
  });

  it('refuses more than the account holds, naming the balance, and asks no quote for it', async () => {
    fake().routes[`/v1/account/${ADDRESS}/balance`] = () => ({
      body: { balances: [{ name: 'USDC', symbol: 'USDC', chainId: 'eip155:1', address: USDC.address.split(':')[2]!.toUpperCase(), value: 2.5, price: 1, quantity: { decimals: '6', numeric: '2.509' }, iconUrl: '' }] },
    });
    fake().routes['/v1/convert/quotes'] = () => ({ body: { quotes: [{ fromAmount: '1', toAmount: '1' }] } });
    const { latch } = await mainnetLatch();
    await loadSwap(latch);
    await pickSwapTokens(latch, { sourceToken: USDC, toToken: DAI });
    await setSwapAmount(latch, '2.51');
    expect(selectSwap(latch.getState())).toMatchObject({ error: LatchMessages.insufficientBalance('USDC', '2.5'), loadingQuote: false });
    expect(fake().requests.some((r) => r.pathname === '/v1/convert/quotes')).toBe(false);
    expect(selectSwapSourceBalance(latch.getState())).toBe('2.509');
    await setSwapAmount(latch, '2.509');
    expect(selectSwap(latch.getState())).toMatchObject({ error: undefined, toTokenAmount: '0.000000000000000001' });
  });

  it('checks the native currency against the wallet balance, and lets any amount through while the balance is unknown', async () => {
    fake().routes['/v1/convert/quotes'] = () => ({ body: { quotes: [{ fromAmount: '1', toAmount: '1' }] } });
    const { latch, wallet } = await mainnetLatch();
    await loadSwap(latch);
    await pickSwapTokens(latch, { sourceToken: ETH, toToken: DAI });
    await setSwapAmount(latch, '1.6');
    expect(selectSwap(latch.getState())?.error).toEqual(LatchMessages.insufficientBalance('ETH', '1.5'));
    await pickSwapTokens(latch, { sourceToken: DAI, toToken: ETH });
    await setSwapAmount(latch, '5000');
    expect(selectSwap(latch.getState())?.error).toBeUndefined();
    expect(wallet.control.balance).toBe('1.5');
  });

  it('checks a typed amount again when the balance of the token sold comes or changes: refused above it, quoted again once it suffices', async () => {
    fake().routes['/v1/convert/quotes'] = () => ({ body: { quotes: [{ fromAmount: '1', toAmount: '1' }] } });
    const { latch, wallet } = await mainnetLatch();
    await loadSwap(latch);
    await pickSwapTokens(latch, { sourceToken: ETH, toToken: DAI });
    await setSwapAmount(latch, '0.01');
    expect(selectSwap(latch.getState())).toMatchObject({ error: undefined, toTokenAmount: '0.000000000000000001' });

    wallet.control.balance = '0';
    await refreshBalance(latch);
    await flush();
    expect(selectSwap(latch.getState())).toMatchObject({ sourceTokenAmount: '0.01', error: LatchMessages.insufficientBalance('ETH', '0'), toTokenAmount: '' });
    // A balance of nothing refuses what is typed too (it once counted as unknown, so any amount was quoted).
    await setSwapAmount(latch, '0.02');
    expect(selectSwap(latch.getState())?.error).toEqual(LatchMessages.insufficientBalance('ETH', '0'));

    const quotesAsked = fake().requests.filter((r) => r.pathname === '/v1/convert/quotes').length;
    wallet.control.balance = '1';
    await refreshBalance(latch);
    await quoted(latch);
    expect(selectSwap(latch.getState())).toMatchObject({ error: undefined, toTokenAmount: '0.000000000000000001' });
    expect(fake().requests.filter((r) => r.pathname === '/v1/convert/quotes')).toHaveLength(quotesAsked + 1);
    // A balance that changes without changing the verdict asks no quote again.
    wallet.control.balance = '2';
    await refreshBalance(latch);
    await flush();
    expect(fake().requests.filter((r) => r.pathname === '/v1/convert/quotes')).toHaveLength(quotesAsked + 1);
  });

  it('names a bad amount and an empty quote list, asking nothing for the bad amount', async () => {
    const { latch } = await mainnetLatch();
    fake().routes['/v1/convert/quotes'] = () => ({ body: { quotes: [] } });
    await loadSwap(latch);
    await pickSwapTokens(latch, { sourceToken: USDC, toToken: DAI });
    await setSwapAmount(latch, '1.1234567');
    expect(selectSwap(latch.getState())?.error).toEqual(LatchMessages.tooManyDecimals(6));
    expect(fake().requests.some((r) => r.pathname === '/v1/convert/quotes')).toBe(false);
    await setSwapAmount(latch, '3');
    expect(selectSwap(latch.getState())?.error).toEqual(LatchMessages.swapNoQuote);
  });
});

describe('formatUnits', () => {
  it('is the inverse of parseUnits', () => {
    expect([formatUnits(1500000n, 6), formatUnits('1000000000000000000', 18), formatUnits(5n, 3), formatUnits(0n, 2), formatUnits(-25n, 1)]).toEqual(['1.5', '1', '0.005', '0', '-2.5']);
  });
});
