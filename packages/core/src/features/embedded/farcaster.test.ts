import { connect } from '../../actions/connection.js';
import { connectFarcaster } from './farcaster.js';
import { goBack, openModal, pushView } from '../../actions/modal.js';
import { farcasterLoginUnavailable } from '../../errors/catalogue.js';
import { memoryAdapter } from '../../testing/memoryAdapter.js';
import { memoryFarcasterLogin } from '../../testing/memoryFarcasterLogin.js';
import { flush } from '../../../test/flush.js';
import { testLatch } from '../../../test/setup.js';
import { accountsSlice } from '../account/accountsSlice.js';
import { optionsSlice } from '../options/optionsSlice.js';
import { selectFarcasterLoginOn, selectSocialEntries } from './socials.js';

const AUTH = { id: 'auth', name: 'Email', type: 'AUTH' as const, chain: 'eip155' as const };

function farcasterSetup() {
  const farcaster = memoryFarcasterLogin('ada');
  const wallet = memoryAdapter({ connectors: [AUTH] });
  const reload = jest.fn(async () => {});
  Object.assign(wallet.adapter, { farcasterLogin: farcaster.farcasterLogin, reloadAuthConnector: reload });
  const setup = testLatch({ adapters: [wallet.adapter] });
  return { ...setup, wallet, reload, asked: farcaster.asked, finish: farcaster.finish };
}

const farcasterUrl = (latch: ReturnType<typeof testLatch>['latch']) => latch.getState().accounts.eip155?.farcasterUrl;

describe('Farcaster login', () => {
  it("waits for the frame's screen, keeps no link on this page, and once the person confirmed connects through the auth connector", async () => {
    const { latch, wallet, asked, finish } = farcasterSetup();
    openModal(latch);
    pushView(latch, 'ConnectingFarcaster');
    const login = connectFarcaster(latch);
    await flush();
    expect(asked).toEqual(['connect']);
    expect(farcasterUrl(latch)).toBeUndefined();
    expect(wallet.calls).not.toContain('connect:auth');
    finish();
    expect(await login).toEqual({ userName: 'ada' });
    expect(wallet.calls).toContain('connect:auth');
    expect(latch.getState().accounts.eip155?.status).toBe('connected');
  });

  it("rejects with the frame's reason and connects nothing when it stops asking", async () => {
    const { latch, wallet, finish } = farcasterSetup();
    const login = connectFarcaster(latch);
    await flush();
    finish(new Error('Request was aborted'));
    await expect(login).rejects.toThrow('Request was aborted');
    expect(wallet.calls).not.toContain('connect:auth');
    expect(latch.getState().accounts.eip155?.status).not.toBe('connected');
  });

  it('leaving ConnectingFarcaster while disconnected clears the url and reloads the auth connector after 100 ms (SPEC 2)', async () => {
    const { latch, clock, reload } = farcasterSetup();
    latch.store.dispatch(accountsSlice.actions.farcasterUrlSet({ namespace: 'eip155', url: 'http://127.0.0.1:5175/?channelToken=old' }));
    openModal(latch);
    pushView(latch, 'ConnectingFarcaster');
    void connectFarcaster(latch).catch(() => undefined);
    await flush();
    goBack(latch);
    expect(farcasterUrl(latch)).toBeUndefined();
    clock.advance(99);
    expect(reload).not.toHaveBeenCalled();
    clock.advance(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaving ConnectingFarcaster once connected keeps the url and reloads nothing (SPEC 2: only while disconnected)', async () => {
    const { latch, clock, reload } = farcasterSetup();
    await connect(latch, { connectorId: 'auth', namespace: 'eip155' });
    latch.store.dispatch(accountsSlice.actions.farcasterUrlSet({ namespace: 'eip155', url: 'http://127.0.0.1:5175/?channelToken=kept' }));
    openModal(latch);
    pushView(latch, 'ConnectingFarcaster');
    goBack(latch);
    clock.advance(100);
    expect(reload).not.toHaveBeenCalled();
    expect(farcasterUrl(latch)).toBe('http://127.0.0.1:5175/?channelToken=kept');
  });

  it('is unavailable without an embedded wallet that offers it', async () => {
    const { latch } = testLatch({ adapterOptions: { connectors: [AUTH] } });
    await expect(connectFarcaster(latch)).rejects.toThrow(farcasterLoginUnavailable.text);
  });

  it('is offered where email login is, when the remote features name Farcaster (SPEC 9 default socials do)', () => {
    const { latch } = farcasterSetup();
    expect(selectFarcasterLoginOn(latch.getState())).toBe(true);
    expect(selectSocialEntries(latch.getState())).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']);
    const { socials, ...rest } = latch.getState().options.remoteFeatures;
    latch.store.dispatch(optionsSlice.actions.remoteFeaturesSet({ ...rest, socials: socials.filter((name) => name !== 'farcaster') }));
    expect(selectFarcasterLoginOn(latch.getState())).toBe(false);
    expect(selectSocialEntries(latch.getState())).not.toContain('farcaster');
    expect(selectFarcasterLoginOn(testLatch().latch.getState())).toBe(false);
  });
});
