import { emptyAccount } from './accountsSlice.js';
import { testLatch } from '../../../test/setup.js';
import { connect } from '../../actions/connection.js';
import { flush } from '../../../test/flush.js';

describe('account state (SPEC 3)', () => {
  // A field nothing writes would read as always empty to a headless user: addressLabels was one.
  it('holds no address labels, before or after a connection', async () => {
    expect(emptyAccount()).not.toHaveProperty('addressLabels');
    const { latch } = testLatch();
    await connect(latch, { connectorId: 'io.test' });
    await flush();
    expect(latch.getState().accounts.eip155).not.toHaveProperty('addressLabels');
  });
});
