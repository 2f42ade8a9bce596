import { base, defineNetwork } from '../../chains/index.js';
import { flush } from '../../../test/flush.js';
import { testLatch } from '../../../test/setup.js';
import { testNetwork } from '../../testing/memoryAdapter.js';
import { withImageUrl } from './networkImage.js';
import { selectActiveNetwork } from './selectors.js';

const WALLET_API = 'http://127.0.0.1:9/services';

describe("a network's icon", () => {
  it("is the Wallet API's asset image of its imageId, with the project id, sdk type and version every call carries (SPEC 7)", () => {
    expect(withImageUrl(base, WALLET_API, 'latch-test').assets?.imageUrl).toBe(
      'http://127.0.0.1:9/services/public/getAssetImage/eip155%3A8453?projectId=latch-test&st=latch&sv=4',
    );
  });

  it('is the image URL a network gives, and none without the services or an image id', () => {
    const own = defineNetwork({ ...testNetwork, id: 31337, assets: { imageId: 'eip155:31337', imageUrl: 'http://127.0.0.1:9/own.svg' } });
    expect(withImageUrl(own, WALLET_API, 'p')).toBe(own);
    expect(withImageUrl(base, undefined, 'p')).toBe(base);
    expect(withImageUrl(testNetwork, WALLET_API, 'p')).toBe(testNetwork);
  });

  it('reaches the store once the instance has started, so every view and the network button show it', async () => {
    const { latch } = testLatch({ networks: [base, testNetwork], apiUrls: { walletApi: WALLET_API, blockchainApi: WALLET_API } });
    await flush();
    expect(selectActiveNetwork(latch.getState())?.assets?.imageUrl).toMatch(/\/public\/getAssetImage\/eip155%3A8453\?projectId=latch-test&/);
    expect(latch.getState().networks.networks[1]?.assets).toBeUndefined();
  });
});
