import { connect } from '../../actions/connection.js';
import { testLatch } from '../../../test/setup.js';
import { flush } from '../../../test/flush.js';
import { selectActiveAccount } from './selectors.js';
import { smartAccountOperationLanded } from './smartAccountDeployment.js';

const SMART_ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** An embedded smart account, not deployed when connected; the chain answers eth_getCode with `code`. */
async function counterfactual(code: unknown) {
  const setup = testLatch({ adapterOptions: { address: SMART_ACCOUNT, user: { email: 'ada@example.com', accountType: 'smartAccount', smartAccountDeployed: false } } });
  const asked: unknown[] = [];
  setup.wallet.adapter.getWalletProvider = async () => ({
    async request(args: { method: string; params?: unknown[] }) {
      asked.push(args);
      if (code instanceof Error) throw code;
      return code;
    },
  });
  await connect(setup.latch, { connectorId: 'io.test' });
  await flush();
  return { ...setup, asked };
}

describe('smartAccountDeployed after the first user operation (issue 18)', () => {
  it("turns true once the chain has the account's code, without a reconnect; the user stays", async () => {
    const { latch, wallet, asked } = await counterfactual('0x6080604052');
    const connects = wallet.calls.filter((call) => call.startsWith('connect') || call.startsWith('reconnect')).length;
    await latch.store.dispatch(smartAccountOperationLanded('eip155'));
    expect(asked).toEqual([{ method: 'eth_getCode', params: [SMART_ACCOUNT, 'latest'] }]);
    expect(selectActiveAccount(latch.getState())).toMatchObject({
      smartAccountDeployed: true,
      user: { email: 'ada@example.com' },
      allAccounts: [{ address: SMART_ACCOUNT, type: 'smartAccount' }],
      preferredAccountTypes: { eip155: 'smartAccount' },
    });
    expect(wallet.calls.filter((call) => call.startsWith('connect') || call.startsWith('reconnect'))).toHaveLength(connects);
    // Deployed once is deployed: nothing more is asked.
    await latch.store.dispatch(smartAccountOperationLanded('eip155'));
    expect(asked).toHaveLength(1);
  });

  it.each([
    ['no code yet', '0x'],
    ['an answer that is no code', { code: '0x60' }],
    ['a failed read', new Error('node down')],
  ])('stays false with %s', async (_what, code) => {
    const { latch } = await counterfactual(code);
    await latch.store.dispatch(smartAccountOperationLanded('eip155'));
    expect(selectActiveAccount(latch.getState())?.smartAccountDeployed).toBe(false);
  });

  it('asks nothing for an account that is no counterfactual smart account', async () => {
    const setup = testLatch();
    let asked = 0;
    setup.wallet.adapter.getWalletProvider = async () => ({ request: async () => void (asked += 1) });
    await connect(setup.latch, { connectorId: 'io.test' });
    await setup.latch.store.dispatch(smartAccountOperationLanded('eip155'));
    expect(asked).toBe(0);
  });
});
