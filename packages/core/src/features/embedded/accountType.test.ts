import type { ChainAdapter, EmbeddedUser } from '../../adapter/types.js';
import { connect } from '../../actions/connection.js';
import { memoryAdapter } from '../../testing/memoryAdapter.js';
import { testLatch } from '../../../test/setup.js';
import { setPreferredAccountType } from './accountType.js';
import { selectActiveAccount, selectPreferredAccountType } from '../account/selectors.js';

const SMART = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const EOA = '0x90F79bf6EB2c4f870365E785982E1f13b43c5F3c';

/** An auth connector whose wallet answers with the smart account or the EOA by the type set, or the EOA alone (a network without smart accounts). */
async function embedded({ smartAccountNetwork = true } = {}) {
  const wallet = memoryAdapter({ address: SMART, connectors: [{ id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155' }], user: { email: 'ada@example.com', accountType: 'smartAccount', smartAccountDeployed: true } });
  const adapter = wallet.adapter as ChainAdapter & { setPreferredAccountType: NonNullable<ChainAdapter['setPreferredAccountType']> };
  let preferred: 'eoa' | 'smartAccount' = 'smartAccount';
  adapter.setPreferredAccountType = async ({ type }) => void (preferred = type);
  adapter.reconnect = async () => {
    const smart = smartAccountNetwork && preferred === 'smartAccount';
    const user: EmbeddedUser = { email: 'ada@example.com', accountType: smart ? 'smartAccount' : 'eoa', ...(smart ? { smartAccountDeployed: true } : {}) };
    return { address: smart ? SMART : EOA, chainId: 31337, user };
  };
  const setup = testLatch({ adapters: [adapter] });
  await connect(setup.latch, { connectorId: 'auth' });
  return setup;
}

describe('switching the preferred account type (SPEC 4, issue 18 point 4)', () => {
  it('moves to the EOA and back: the address, its type in the accounts, the preferred type and whether the smart account is deployed', async () => {
    const { latch } = await embedded();
    await setPreferredAccountType(latch, 'eoa');
    expect(selectActiveAccount(latch.getState())).toMatchObject({ address: EOA, allAccounts: [{ address: EOA, type: 'eoa' }], smartAccountDeployed: undefined, user: { email: 'ada@example.com' } });
    expect(selectPreferredAccountType(latch.getState())).toBe('eoa');

    await setPreferredAccountType(latch, 'smartAccount');
    expect(selectActiveAccount(latch.getState())).toMatchObject({ address: SMART, allAccounts: [{ address: SMART, type: 'smartAccount' }], smartAccountDeployed: true });
    expect(selectPreferredAccountType(latch.getState())).toBe('smartAccount');
  });

  it('stays EOA where the network has no smart accounts, whatever was asked', async () => {
    const { latch } = await embedded({ smartAccountNetwork: false });
    await setPreferredAccountType(latch, 'smartAccount');
    expect(selectActiveAccount(latch.getState())).toMatchObject({ address: EOA, allAccounts: [{ address: EOA, type: 'eoa' }] });
    expect(selectPreferredAccountType(latch.getState())).toBe('eoa');
  });
});
