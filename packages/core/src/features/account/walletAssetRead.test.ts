// The token balance read with a wallet that discovers its assets (EIP-7811): the wallet first, the
// services' balance route where it does not offer them or answers what SPEC 5 ignores.
import { loadTokenBalances } from '../../actions/accountReads.js';
import { connect } from '../../actions/connection.js';
import { useFakeServices } from '../../../test/fakeServices.js';
import { flush } from '../../../test/flush.js';
import { testLatch } from '../../../test/setup.js';
import { selectTokenBalances } from './portfolioSelectors.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BALANCE_PATH = `/v1/account/${ADDRESS}/balance`;
const fromServices = { name: 'USDC', symbol: 'USDC', chainId: 'eip155:31337', price: 1, quantity: { decimals: '6', numeric: '5' }, iconUrl: '' };
const discovered = { address: 'native', balance: '0xde0b6b3a7640000', type: 'NATIVE', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, iconUrl: '' } };

const fake = useFakeServices();

/** A connected account whose wallet offers asset discovery and answers wallet_getAssets with `assets`. */
async function connectedTo(assets: unknown, capabilities: unknown = { '0x7a69': { assetDiscovery: { supported: true } } }) {
  fake().routes[BALANCE_PATH] = () => ({ body: { balances: [fromServices] } });
  const setup = testLatch({ apiUrls: { walletApi: fake().url, blockchainApi: fake().url } });
  const asked: string[] = [];
  const wallet = { assets };
  setup.wallet.adapter.getWalletProvider = async () => ({
    async request({ method }: { method: string }) {
      asked.push(method);
      if (method === 'wallet_getCapabilities') return capabilities;
      if (method === 'wallet_getAssets') return wallet.assets;
      throw Object.assign(new Error('Method not supported'), { code: 4200 });
    },
  });
  await connect(setup.latch, { connectorId: 'io.test' });
  await flush();
  return { ...setup, asked, wallet };
}

describe('token balances from a wallet that discovers its assets (EIP-7811)', () => {
  it('shows what the wallet answers and does not call the services', async () => {
    const { latch, asked } = await connectedTo({ '0x7a69': [discovered] });
    await loadTokenBalances(latch);
    expect(asked).toEqual(['wallet_getCapabilities', 'wallet_getAssets']);
    expect(selectTokenBalances(latch.getState())).toEqual([expect.objectContaining({ symbol: 'ETH', value: 3000, quantity: { decimals: '18', numeric: '1' } })]);
    expect(fake().requests).toEqual([]);
  });

  it('asks the wallet again on the next read, its answer replacing the last', async () => {
    const { latch, wallet, asked } = await connectedTo({ '0x7a69': [discovered] });
    await loadTokenBalances(latch);
    wallet.assets = { '0x7a69': [{ ...discovered, balance: '0x1bc16d674ec80000' }] };
    await loadTokenBalances(latch);
    expect(asked.filter((method) => method === 'wallet_getAssets')).toHaveLength(2);
    expect(selectTokenBalances(latch.getState())[0]?.quantity.numeric).toBe('2');
    expect(fake().requests).toEqual([]);
  });

  it('keeps the last good answer when the wallet then answers garbage within 30 s', async () => {
    const { latch, wallet } = await connectedTo({ '0x7a69': [discovered] });
    await loadTokenBalances(latch);
    wallet.assets = 'garbage';
    await loadTokenBalances(latch);
    expect(selectTokenBalances(latch.getState()).map(({ symbol }) => symbol)).toEqual(['ETH']);
    expect(fake().requests).toEqual([]);
  });

  it.each([
    ['answers garbage', { '0x7a69': [{ ...discovered, metadata: { symbol: 'ETH' } }] }, undefined],
    ['answers for another chain only', { '0x1': [discovered] }, undefined],
    ['does not offer it', { '0x7a69': [discovered] }, { '0x7a69': { atomic: { status: 'supported' } } }],
  ])('reads the services where the wallet %s, without a snack', async (_what, assets, capabilities) => {
    const { latch } = await connectedTo(assets, capabilities);
    await loadTokenBalances(latch);
    expect(selectTokenBalances(latch.getState()).map(({ symbol }) => symbol)).toEqual(['USDC']);
    expect(fake().requests.map(({ pathname }) => pathname)).toEqual([BALANCE_PATH]);
    expect(latch.getState().snackbar.current).toBeUndefined();
  });
});
