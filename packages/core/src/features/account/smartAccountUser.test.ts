import type { EmbeddedUser } from '../../adapter/types.js';
import { connect } from '../../actions/connection.js';
import { testLatch } from '../../../test/setup.js';
import { flush } from '../../../test/flush.js';
import { selectActiveAccount, selectPreferredAccountType } from './selectors.js';
import { accountConnected } from '../connection/connectionEvents.js';

const SMART_ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

async function connectedAs(user: EmbeddedUser | undefined) {
  const setup = testLatch({ adapterOptions: { address: SMART_ACCOUNT, ...(user ? { user } : {}) } });
  await connect(setup.latch, { connectorId: 'io.test' });
  await flush();
  return setup;
}

describe("an embedded wallet's account type (SPEC 3, 6)", () => {
  it('keeps a smart account as one: in the accounts, as the preferred type, not deployed until its first operation', async () => {
    const { latch } = await connectedAs({ email: 'ada@example.com', accountType: 'smartAccount', smartAccountDeployed: false });
    const account = selectActiveAccount(latch.getState());
    expect(account?.allAccounts).toEqual([{ address: SMART_ACCOUNT, type: 'smartAccount' }]);
    expect(account?.smartAccountDeployed).toBe(false);
    expect(selectPreferredAccountType(latch.getState())).toBe('smartAccount');
    // The same address reported again (a chain change) stays a smart account.
    latch.store.dispatch(accountConnected({ namespace: 'eip155', address: SMART_ACCOUNT, caipAddress: `eip155:31337:${SMART_ACCOUNT}` }));
    expect(selectActiveAccount(latch.getState())?.allAccounts).toEqual([{ address: SMART_ACCOUNT, type: 'smartAccount' }]);
  });

  it('reads the EOA of an embedded wallet as the preferred type, with no deployment to speak of', async () => {
    const { latch } = await connectedAs({ email: 'ada@example.com', accountType: 'eoa', smartAccountDeployed: true });
    expect(selectActiveAccount(latch.getState())).toMatchObject({ allAccounts: [{ address: SMART_ACCOUNT, type: 'eoa' }], smartAccountDeployed: undefined });
    expect(selectPreferredAccountType(latch.getState())).toBe('eoa');
  });

  it('leaves a plain wallet an EOA with the namespace default as preferred type', async () => {
    const { latch } = await connectedAs(undefined);
    expect(selectActiveAccount(latch.getState())?.allAccounts).toEqual([{ address: SMART_ACCOUNT, type: 'eoa' }]);
    expect(selectPreferredAccountType(latch.getState())).toBe('smartAccount');
  });
});
