// The embedded wallet's user (SPEC 3) as its adapter reports it with a connect or a restore: the
// account keeps the email or the name at the provider, and a social login's provider, so the app
// (getAccount's embeddedUser) and the views know who logged in, after a reload too.
import { testLatch } from '../../../test/setup.js';
import { connect } from '../../actions/connection.js';
import { getAccount } from '../../public/account.js';
import { reconnect } from './connectThunks.js';

const AUTH = { id: 'auth', name: 'Email', type: 'AUTH' as const, chain: 'eip155' as const };

describe("the embedded wallet's user", () => {
  it('after a social login: the email and the name at the provider, and the provider', async () => {
    const { latch } = testLatch({ adapterOptions: { connectors: [AUTH], user: { email: 'ada@example.com', username: 'Ada Lovelace', socialProvider: 'github' } } });
    await connect(latch, { connectorId: 'auth' });
    expect(latch.getState().accounts.eip155).toMatchObject({ user: { email: 'ada@example.com', username: 'Ada Lovelace' }, socialProvider: 'github' });
    expect(getAccount(latch).embeddedUser).toEqual({ email: 'ada@example.com', username: 'Ada Lovelace' });
  });

  it('restored silently after a reload, the provider with it', async () => {
    const { latch } = testLatch({ adapterOptions: { connectors: [AUTH], user: { email: 'ada@example.com', username: null, socialProvider: 'google' } } });
    await latch.store.dispatch(reconnect('eip155', 'auth'));
    expect(latch.getState().accounts.eip155).toMatchObject({ status: 'connected', user: { email: 'ada@example.com', username: null }, socialProvider: 'google' });
    expect(getAccount(latch).embeddedUser).toEqual({ email: 'ada@example.com' });
  });

  it('after an email login: the email, no provider', async () => {
    const { latch } = testLatch({ adapterOptions: { connectors: [AUTH], user: { email: 'ada@example.com', username: null } } });
    await connect(latch, { connectorId: 'auth' });
    expect(latch.getState().accounts.eip155?.user).toEqual({ email: 'ada@example.com', username: null });
    expect(latch.getState().accounts.eip155?.socialProvider).toBeUndefined();
  });

  it('none for a wallet that reports no user', async () => {
    const { latch } = testLatch();
    await connect(latch, { connectorId: 'io.test' });
    expect(latch.getState().accounts.eip155?.user).toBeUndefined();
    expect(getAccount(latch)).not.toHaveProperty('embeddedUser');
  });
});
