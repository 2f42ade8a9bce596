import type { ChainAdapter } from '../../adapter/types.js';
import { accountsSlice } from '../account/accountsSlice.js';
import { connectionSlice } from '../connection/connectionSlice.js';
import { selectCurrentView } from './selectors.js';
import { siwxSlice } from '../siwx/siwxSlice.js';
import { testLatch } from '../../../test/setup.js';
import { connect } from '../../actions/connection.js';
import { closeModal, goBack, openModal, pushView, resetView } from '../../actions/modal.js';

const session = { data: { accountAddress: '0x1', chainId: 'eip155:31337' }, message: 'm', signature: `0x${'a'.repeat(130)}` };

describe('closing the modal (SPEC 4)', () => {
  it('resets the WalletConnect URI', () => {
    const { latch } = testLatch();
    latch.store.dispatch(connectionSlice.actions.wcUriSet({ uri: 'wc:abc@2?relay-protocol=irn', expiry: 1000 }));
    openModal(latch);
    closeModal(latch);
    expect(latch.getState().connection).toEqual({});
  });

  it.each(['SIWXSignMessage', 'ApproveTransaction'] as const)('is refused on %s while sign-in is required and no session exists: the modal shakes', (view) => {
    const { latch, clock } = testLatch();
    latch.store.dispatch(siwxSlice.actions.configured({ enabled: true, required: true }));
    openModal(latch, { view });
    closeModal(latch);
    expect(latch.getState().modal).toMatchObject({ open: true, shake: true });
    goBack(latch);
    expect(latch.getState().modal.open).toBe(true);
    clock.advance(500);
    expect(latch.getState().modal.shake).toBe(false);
  });

  it('is allowed on the sign views once a session exists, or when sign-in is optional', () => {
    const required = testLatch();
    required.latch.store.dispatch(siwxSlice.actions.configured({ enabled: true, required: true }));
    required.latch.store.dispatch(siwxSlice.actions.sessionSet(session));
    openModal(required.latch, { view: 'SIWXSignMessage' });
    closeModal(required.latch);
    expect(required.latch.getState().modal.open).toBe(false);

    const optional = testLatch();
    optional.latch.store.dispatch(siwxSlice.actions.configured({ enabled: true, required: false }));
    openModal(optional.latch, { view: 'SIWXSignMessage' });
    closeModal(optional.latch);
    expect(optional.latch.getState().modal.open).toBe(false);
  });

  it('is allowed on other views while sign-in is required', () => {
    const { latch } = testLatch();
    latch.store.dispatch(siwxSlice.actions.configured({ enabled: true, required: true }));
    openModal(latch);
    closeModal(latch);
    expect(latch.getState().modal.open).toBe(false);
  });

  describe('with the embedded option', () => {
    it('goes to Connect when disconnected, and stays open', () => {
      const { latch } = testLatch({ embedded: true });
      openModal(latch, { view: 'AllWallets' });
      closeModal(latch);
      expect(latch.getState().modal.open).toBe(true);
      expect(latch.getState().router.history).toEqual([{ view: 'Connect' }]);
    });

    it('goes to Account when connected', async () => {
      const { latch } = testLatch({ embedded: true });
      await connect(latch, { connectorId: 'io.test' });
      openModal(latch, { view: 'AllWallets' });
      closeModal(latch);
      expect(selectCurrentView(latch.getState())).toBe('Account');
    });
  });
});

describe('leaving ConnectingFarcaster (SPEC 2)', () => {
  function withAuthReload() {
    const setup = testLatch();
    const reload = jest.fn(async () => {});
    (setup.wallet.adapter as ChainAdapter).reloadAuthConnector = reload;
    setup.latch.store.dispatch(accountsSlice.actions.farcasterUrlSet({ namespace: 'eip155', url: 'https://farcaster.example/auth' }));
    return { ...setup, reload };
  }

  it('while disconnected, clears the Farcaster url and reloads the auth connector after 100 ms', () => {
    const { latch, clock, reload } = withAuthReload();
    openModal(latch);
    pushView(latch, 'ConnectingFarcaster');
    goBack(latch);
    expect(latch.getState().accounts.eip155?.farcasterUrl).toBeUndefined();
    clock.advance(99);
    expect(reload).not.toHaveBeenCalled();
    clock.advance(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing while connected', async () => {
    const { latch, clock, reload } = withAuthReload();
    await connect(latch, { connectorId: 'io.test' });
    latch.store.dispatch(accountsSlice.actions.farcasterUrlSet({ namespace: 'eip155', url: 'https://farcaster.example/auth' }));
    openModal(latch, { view: 'ConnectingFarcaster' });
    resetView(latch, 'Account');
    clock.advance(100);
    expect(reload).not.toHaveBeenCalled();
    expect(latch.getState().accounts.eip155?.farcasterUrl).toBe('https://farcaster.example/auth');
  });

  it('does nothing while the view stays', () => {
    const { latch, clock, reload } = withAuthReload();
    openModal(latch, { view: 'ConnectingFarcaster' });
    pushView(latch, 'ConnectingFarcaster');
    clock.advance(100);
    expect(reload).not.toHaveBeenCalled();
    expect(latch.getState().accounts.eip155?.farcasterUrl).toBe('https://farcaster.example/auth');
  });
});
