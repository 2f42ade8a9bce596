import { selectTokenBalances } from '../account/portfolioSelectors.js';
import { useFakeServices } from '../../../test/fakeServices.js';
import { flush } from '../../../test/flush.js';
import { testLatch } from '../../../test/setup.js';
import { connect } from '../../actions/connection.js';
import { closeModal, openModal } from '../../actions/modal.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const fake = useFakeServices();
const settle = async () => {
  for (let i = 0; i < 5; i++) await flush();
  await new Promise((resolve) => setTimeout(resolve, 50));
};

describe('what fills in after open (SPEC 4: open never waits on the network)', () => {
  it('reads the remote features on the first open only, after the modal is already open', async () => {
    fake().routes['/appkit/v1/config'] = () => ({ body: { features: [{ id: 'email', isEnabled: false, config: null }] } });
    const { latch, clock } = testLatch({ apiUrls: { walletApi: fake().url, blockchainApi: fake().url } });
    openModal(latch);
    expect(latch.getState().modal.open).toBe(true);
    // Nothing starts before the modal's first frame (here the clock's next tick).
    await settle();
    expect(fake().requests).toEqual([]);
    clock.advance(0);
    await settle();
    expect(latch.getState().options.remoteFeatures.email).toBe(false);
    closeModal(latch);
    openModal(latch);
    clock.advance(0);
    await settle();
    expect(fake().requests.filter((r) => r.pathname === '/appkit/v1/config')).toHaveLength(1);
  });

  it('refreshes the connected account\'s balance and portfolio on open', async () => {
    fake().routes[`/v1/account/${ADDRESS}/balance`] = () => ({ body: { balances: [{ name: 'USD Coin', symbol: 'USDC', chainId: 'eip155:31337', price: 1, quantity: { decimals: '6', numeric: '12.5' }, iconUrl: '' }] } });
    const { latch, wallet, clock } = testLatch({ apiUrls: { walletApi: fake().url, blockchainApi: fake().url } });
    await connect(latch, { connectorId: 'io.test' });
    await settle();
    const before = wallet.calls.filter((c) => c.startsWith('balance:')).length;
    wallet.control.balance = '7.25';
    openModal(latch);
    clock.advance(0);
    await settle();
    expect(wallet.calls.filter((c) => c.startsWith('balance:')).length).toBe(before + 1);
    expect(latch.getState().accounts.eip155?.balance).toBe('7.25');
    expect(selectTokenBalances(latch.getState()).map((t) => t.symbol)).toEqual(['USDC']);
  });

  it('asks nothing without services and while disconnected', async () => {
    const { latch, wallet, clock } = testLatch();
    openModal(latch);
    clock.advance(0);
    await settle();
    expect(wallet.calls).toEqual([]);
  });
});
