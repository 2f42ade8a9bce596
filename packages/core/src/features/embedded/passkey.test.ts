import { addPasskey, connectPasskey } from './passkey.js';
import { passkeyLoginUnavailable } from '../../errors/catalogue.js';
import { memoryAdapter } from '../../testing/memoryAdapter.js';
import { memoryPasskeyLogin } from '../../testing/memoryPasskeyLogin.js';
import { flush } from '../../../test/flush.js';
import { testLatch } from '../../../test/setup.js';

const AUTH = { id: 'auth', name: 'Email', type: 'AUTH' as const, chain: 'eip155' as const };

function passkeySetup() {
  const passkeys = memoryPasskeyLogin();
  const wallet = memoryAdapter({ connectors: [AUTH] });
  Object.assign(wallet.adapter, { passkeyLogin: passkeys.passkeyLogin });
  return { ...testLatch({ adapters: [wallet.adapter] }), wallet, ...passkeys };
}

describe('passkeys', () => {
  it('a passkey sign-in connects through the auth connector once the frame holds the session', async () => {
    const { latch, wallet, asked, finish } = passkeySetup();
    const login = connectPasskey(latch);
    await flush();
    expect(asked).toEqual(['connect']);
    expect(wallet.calls).not.toContain('connect:auth');
    finish();
    await login;
    expect(wallet.calls).toContain('connect:auth');
    expect(latch.getState().accounts.eip155?.status).toBe('connected');
  });

  it("a refused passkey sign-in ends in the frame's words and connects nothing", async () => {
    const { latch, wallet, finish } = passkeySetup();
    const login = connectPasskey(latch);
    await flush();
    finish(new Error('This passkey is not registered with the wallet: sign in another way and add it from the Account'));
    await expect(login).rejects.toThrow('This passkey is not registered');
    expect(wallet.calls).not.toContain('connect:auth');
  });

  it('adding a passkey resolves once the person made it in the frame', async () => {
    const { latch, asked, finish } = passkeySetup();
    const added = addPasskey(latch);
    await flush();
    expect(asked).toEqual(['add']);
    finish();
    await expect(added).resolves.toEqual({ sealed: false });
  });

  it('without an embedded wallet offering passkeys, says so', async () => {
    const { latch } = testLatch({ adapters: [memoryAdapter({ connectors: [AUTH] }).adapter] });
    await expect(connectPasskey(latch)).rejects.toThrow(passkeyLoginUnavailable.text);
    await expect(addPasskey(latch)).rejects.toThrow(passkeyLoginUnavailable.text);
  });
});
