import { loadWallets } from '../actions/wallets.js';
import { recommendedArgs } from '../features/wallets/listingArgs.js';
import { useFakeServices } from '../../test/fakeServices.js';
import { testLatch } from '../../test/setup.js';
import { walletRegistry } from '../../test/walletRegistry.js';
import { queryCacheKey, selectCachedQuery } from './queryCache.js';

const fake = useFakeServices();

describe("reading the API's cache without RTK Query", () => {
  it('finds the entry RTK Query keeps for an endpoint and its arguments', async () => {
    fake().routes['/getWallets'] = walletRegistry(20);
    const { latch } = testLatch({ apiUrls: { walletApi: fake().url, blockchainApi: fake().url } });
    await loadWallets(latch);
    const state = latch.getState();
    const { walletApi } = await import('./client/index.js');
    const own = walletApi.endpoints.getWallets.select(recommendedArgs(state))(state as Parameters<ReturnType<typeof walletApi.endpoints.getWallets.select>>[0]);
    expect(own.isSuccess).toBe(true);
    expect(selectCachedQuery(state, 'getWallets', recommendedArgs(state))?.data).toBe(own.data);
    expect(selectCachedQuery(state, 'getWallets', { ...recommendedArgs(state), entries: 5 })).toBeUndefined();
  });

  it('is one key whatever the order of the arguments, and absent fields count as undefined ones', () => {
    expect(queryCacheKey('getBalance', { chainId: 'eip155:1', address: '0xa' })).toBe(queryCacheKey('getBalance', { address: '0xa', chainId: 'eip155:1' }));
    expect(queryCacheKey('getBalance', { address: '0xa', forceUpdate: undefined })).toBe(queryCacheKey('getBalance', { address: '0xa' }));
    expect(queryCacheKey('getBalance', { address: '0xa' })).not.toBe(queryCacheKey('getIdentity', { address: '0xa' }));
    expect(queryCacheKey('getSupportedChains', undefined)).toBe('getSupportedChains(null)');
  });
});
