import { modalSlice } from './modalSlice.js';
import { selectCurrentRoute } from './selectors.js';
import { flush } from '../../../test/flush.js';
import { testNetwork as devnet } from '../../testing/memoryAdapter.js';
import { testLatch } from '../../../test/setup.js';
import { connect } from '../../actions/connection.js';
import { closeModal, openModal, pushView, shakeModal } from '../../actions/modal.js';

describe('opening the modal (SPEC 2)', () => {
  it('opens on Connect when no address exists', () => {
    const { latch } = testLatch();
    openModal(latch);
    expect(latch.getState().modal.open).toBe(true);
    expect(selectCurrentRoute(latch.getState())).toEqual({ view: 'Connect' });
  });

  it('opens on Account when an address exists', async () => {
    const { latch } = testLatch();
    await connect(latch, { connectorId: 'io.test' });
    openModal(latch);
    expect(selectCurrentRoute(latch.getState())).toEqual({ view: 'Account' });
  });

  it('opens on a requested view with its data', () => {
    const { latch } = testLatch();
    pushView(latch, 'AllWallets');
    openModal(latch, { view: 'ConnectingExternal', data: { connectorId: 'io.test' } });
    expect(latch.getState().router.history).toEqual([{ view: 'ConnectingExternal', data: { connectorId: 'io.test' } }]);
  });

  it('opens on the namespace asked for, when it has a configured network', () => {
    const solana = { ...devnet, id: 'devnet', caipNetworkId: 'solana:devnet' as const, chainNamespace: 'solana' as const, name: 'Solana Devnet' };
    const { latch } = testLatch({ networks: [devnet, solana] });
    openModal(latch, { namespace: 'solana' });
    expect(latch.getState().networks.activeNamespace).toBe('solana');
  });

  it('stays on the active namespace when asked for one with no configured network', () => {
    const { latch } = testLatch();
    openModal(latch, { namespace: 'solana' });
    expect(latch.getState().networks.activeNamespace).toBe('eip155');
  });

  describe('with manual WalletConnect control', () => {
    it('shows ConnectingWalletConnectBasic on desktop, even when a view is requested', () => {
      const { latch } = testLatch({ manualWCControl: true });
      openModal(latch, { view: 'Account' });
      expect(selectCurrentRoute(latch.getState()).view).toBe('ConnectingWalletConnectBasic');
    });

    it('shows AllWallets on mobile', () => {
      const { latch } = testLatch({ manualWCControl: true, mobile: true });
      openModal(latch);
      expect(selectCurrentRoute(latch.getState()).view).toBe('AllWallets');
    });
  });

  describe('with no adapters and no address', () => {
    it('shows ConnectingWalletConnectBasic on desktop and AllWallets on mobile', () => {
      const desktop = testLatch({ adapters: [] });
      openModal(desktop.latch);
      expect(selectCurrentRoute(desktop.latch.getState()).view).toBe('ConnectingWalletConnectBasic');
      const mobile = testLatch({ adapters: [], mobile: true });
      openModal(mobile.latch);
      expect(selectCurrentRoute(mobile.latch.getState()).view).toBe('AllWallets');
    });
  });
});

describe('modal state (SPEC 4)', () => {
  it('closes, clearing loading', () => {
    const { latch } = testLatch();
    openModal(latch);
    latch.store.dispatch(modalSlice.actions.loadingSet(true));
    expect(latch.getState().modal.loading).toBe(true);
    closeModal(latch);
    expect(latch.getState().modal).toMatchObject({ open: false, loading: false, shake: false });
  });

  it('shakes for exactly 500 ms', () => {
    const { latch, clock } = testLatch();
    openModal(latch);
    shakeModal(latch);
    expect(latch.getState().modal.shake).toBe(true);
    clock.advance(499);
    expect(latch.getState().modal.shake).toBe(true);
    clock.advance(1);
    expect(latch.getState().modal.shake).toBe(false);
  });

  it('does not restart a shake in progress', () => {
    const { latch, clock } = testLatch();
    shakeModal(latch);
    clock.advance(300);
    shakeModal(latch);
    clock.advance(200);
    expect(latch.getState().modal.shake).toBe(false);
  });

  it('opens in the same tick, even while the wallet and the balance hang', () => {
    const { latch, wallet } = testLatch();
    wallet.adapter.connect = () => new Promise(() => {});
    void connect(latch, { connectorId: 'io.test' });
    openModal(latch);
    expect(latch.getState().modal.open).toBe(true);
  });

  it('does not let the timer of an earlier shake end a later one', () => {
    const { latch, clock } = testLatch();
    openModal(latch);
    shakeModal(latch);
    clock.advance(300);
    closeModal(latch);
    openModal(latch);
    shakeModal(latch);
    clock.advance(200);
    expect(latch.getState().modal.shake).toBe(true);
    clock.advance(300);
    expect(latch.getState().modal.shake).toBe(false);
  });

  it('keeps two instances apart', async () => {
    const a = testLatch();
    const b = testLatch();
    openModal(a.latch);
    await connect(a.latch, { connectorId: 'io.test' });
    await flush();
    expect(b.latch.getState().modal.open).toBe(false);
    expect(b.latch.getState().accounts.eip155).toBeUndefined();
    expect(a.latch.getState().networks.networks).toEqual([devnet]);
  });
});
