import { manualClock, testNetwork } from '../../testing/memoryAdapter.js';
import { flush } from '../../../test/flush.js';
import { askWalletTokenBalances, offersAssetDiscovery, walletTokenBalances } from './walletAssets.js';
import { WALLET_ANSWER_TIMEOUT_MS } from './walletRequests.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const OFFERED = { '0x7a69': { assetDiscovery: { supported: true } } };
const metadata = (symbol: string, decimals: number, price: number) => ({ name: symbol, symbol, decimals, price, iconUrl: `https://icons.test/${symbol}.png` });
const ASSETS = {
  '0x7a69': [
    { address: 'native', balance: '0x1bc16d674ec80000', type: 'NATIVE', metadata: metadata('ETH', 18, 3000) },
    { address: USDC, balance: '0xf4240', type: 'ERC20', metadata: metadata('USDC', 6, 1) },
  ],
};

/** A wallet that answers each method from `answers` and records what it was asked. */
function stubWallet(answers: Record<string, unknown>) {
  const asked: { method: string; params?: unknown[] }[] = [];
  return {
    asked,
    async request(args: { method: string; params?: unknown[] }) {
      asked.push(args);
      if (!(args.method in answers)) throw Object.assign(new Error('Method not supported'), { code: 4200 });
      const answer = answers[args.method];
      return typeof answer === 'function' ? answer() : answer;
    },
  };
}

describe('the assetDiscovery capability (EIP-7811)', () => {
  it.each([
    ['the chain says supported', OFFERED, true],
    ['every chain (0x0) says supported', { '0x0': { assetDiscovery: { supported: true } } }, true],
    ['the chain overrides every chain', { '0x0': { assetDiscovery: { supported: true } }, '0x7a69': { atomic: { status: 'supported' } } }, false],
    ['supported: false', { '0x7a69': { assetDiscovery: { supported: false } } }, false],
    ['a string for true', { '0x7a69': { assetDiscovery: { supported: 'true' } } }, false],
    ['another chain only', { '0x1': { assetDiscovery: { supported: true } } }, false],
    ['beside a malformed atomic capability', { '0x7a69': { atomic: 'yes', assetDiscovery: { supported: true } } }, true],
    ['null', null, false],
  ])('%s', (_what, capabilities, offered) => {
    expect(offersAssetDiscovery(capabilities, 31337)).toBe(offered);
  });
});

describe("a wallet's token balances (wallet_getAssets)", () => {
  it('asks a wallet that offers it for every asset on the chain, and reads them as token balances', async () => {
    const wallet = stubWallet({ wallet_getCapabilities: OFFERED, wallet_getAssets: ASSETS });
    const balances = await askWalletTokenBalances(wallet, ADDRESS, testNetwork, manualClock());
    expect(wallet.asked).toEqual([
      { method: 'wallet_getCapabilities', params: [ADDRESS, ['0x7a69']] },
      { method: 'wallet_getAssets', params: [{ account: ADDRESS, assetFilter: { '0x7a69': [] } }] },
    ]);
    expect(balances).toEqual([
      { name: 'ETH', symbol: 'ETH', chainId: 'eip155:31337', value: 6000, price: 3000, quantity: { decimals: '18', numeric: '2' }, iconUrl: 'https://icons.test/ETH.png' },
      { name: 'USDC', symbol: 'USDC', chainId: 'eip155:31337', address: USDC, value: 1, price: 1, quantity: { decimals: '6', numeric: '1' }, iconUrl: 'https://icons.test/USDC.png' },
    ]);
  });

  it('takes a decimal balance as well as a hex one', async () => {
    const assets = { '0x7a69': [{ ...ASSETS['0x7a69'][1], balance: '2500000' }] };
    const balances = await askWalletTokenBalances(stubWallet({ wallet_getCapabilities: OFFERED, wallet_getAssets: assets }), ADDRESS, testNetwork, manualClock());
    expect(balances?.[0]?.quantity).toEqual({ decimals: '6', numeric: '2.5' });
  });

  it('does not ask for assets where the capabilities do not offer them, or the wallet has no EIP-5792', async () => {
    for (const wallet of [stubWallet({ wallet_getCapabilities: { '0x7a69': {} }, wallet_getAssets: ASSETS }), stubWallet({ wallet_getAssets: ASSETS })]) {
      expect(await askWalletTokenBalances(wallet, ADDRESS, testNetwork, manualClock())).toBeUndefined();
      expect(wallet.asked.map(({ method }) => method)).toEqual(['wallet_getCapabilities']);
    }
  });

  it.each([
    ['refused', undefined],
    ['not a record by chain', [ASSETS['0x7a69'][0]]],
    ['without the chain', { '0x1': ASSETS['0x7a69'] }],
    ['an asset without its price (SPEC 5)', { '0x7a69': [ASSETS['0x7a69'][0], { ...ASSETS['0x7a69'][1], metadata: { ...metadata('USDC', 6, 1), price: undefined } }] }],
    ['an unknown type', { '0x7a69': [{ ...ASSETS['0x7a69'][1], type: 'ERC721' }] }],
    ['a balance that is no number', { '0x7a69': [ASSETS['0x7a69'][0], { ...ASSETS['0x7a69'][1], balance: 'lots' }] }],
    ['negative decimals', { '0x7a69': [{ ...ASSETS['0x7a69'][1], metadata: metadata('USDC', -6, 1) }] }],
  ])('ignores a whole answer that is %s', async (_what, answer) => {
    const wallet = stubWallet(answer === undefined ? { wallet_getCapabilities: OFFERED } : { wallet_getCapabilities: OFFERED, wallet_getAssets: answer });
    expect(await askWalletTokenBalances(wallet, ADDRESS, testNetwork, manualClock())).toBeUndefined();
  });

  it('gives up on a wallet silent for three seconds', async () => {
    const clock = manualClock();
    const asked = askWalletTokenBalances(stubWallet({ wallet_getCapabilities: OFFERED, wallet_getAssets: () => new Promise(() => {}) }), ADDRESS, testNetwork, clock);
    await flush();
    clock.advance(WALLET_ANSWER_TIMEOUT_MS);
    await expect(asked).resolves.toBeUndefined();
  });

  it('waits on a silent wallet once: the next read neither asks it nor waits', async () => {
    const clock = manualClock();
    const wallet = stubWallet({ wallet_getCapabilities: () => new Promise(() => {}) });
    const first = askWalletTokenBalances(wallet, ADDRESS, testNetwork, clock);
    await flush();
    clock.advance(WALLET_ANSWER_TIMEOUT_MS);
    await expect(first).resolves.toBeUndefined();
    await expect(askWalletTokenBalances(wallet, ADDRESS, testNetwork, clock)).resolves.toBeUndefined();
    expect(wallet.asked.map(({ method }) => method)).toEqual(['wallet_getCapabilities']);
    // Another wallet is still asked.
    const answering = stubWallet({ wallet_getCapabilities: OFFERED, wallet_getAssets: ASSETS });
    expect(await askWalletTokenBalances(answering, ADDRESS, testNetwork, clock)).toHaveLength(2);
  });

  it('asks no wallet outside eip155, nor an adapter without a wallet provider', async () => {
    const wallet = stubWallet({ wallet_getCapabilities: { '0x0': { assetDiscovery: { supported: true } } }, wallet_getAssets: ASSETS });
    const solana = { ...testNetwork, id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', chainNamespace: 'solana' } as const;
    expect(await walletTokenBalances({ getWalletProvider: async () => wallet }, ADDRESS, solana, manualClock())).toBeUndefined();
    expect(wallet.asked).toEqual([]);
    expect(await walletTokenBalances({ getWalletProvider: async () => undefined }, ADDRESS, testNetwork, manualClock())).toBeUndefined();
    expect(await walletTokenBalances({ getWalletProvider: async () => wallet }, ADDRESS, testNetwork, manualClock())).toHaveLength(2);
  });
});
