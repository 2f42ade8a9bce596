import { testLatch } from '../../test/setup.js';
import { selectActiveAccount } from '../features/account/selectors.js';
import { setAccountTab } from './accountTab.js';
import { connect, disconnect } from './connection.js';

describe('account tab (SPEC 2)', () => {
  it('starts on Tokens and keeps the chosen tab until the account resets', async () => {
    const { latch } = testLatch();
    await connect(latch, { connectorId: 'io.test' });
    expect(selectActiveAccount(latch.getState())?.currentTab).toBe('Tokens');
    setAccountTab(latch, 'Activity');
    expect(selectActiveAccount(latch.getState())?.currentTab).toBe('Activity');
    await disconnect(latch);
    expect(selectActiveAccount(latch.getState())?.currentTab).toBe('Tokens');
  });
});
