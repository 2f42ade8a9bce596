import { selectCurrentRoute, selectCurrentView } from './selectors.js';
import { testLatch } from '../../../test/setup.js';
import { goBack, goBackToIndex, openModal, pushView, replaceView, resetView } from '../../actions/modal.js';

const views = (latch: ReturnType<typeof testLatch>['latch']) => latch.getState().router.history.map((e) => e.view);

describe('router (SPEC 2)', () => {
  it('pushes views onto the history', () => {
    const { latch } = testLatch();
    pushView(latch, 'AllWallets');
    pushView(latch, { view: 'ConnectingExternal', data: { connectorId: 'io.test' } });
    expect(views(latch)).toEqual(['Connect', 'AllWallets', 'ConnectingExternal']);
    expect(selectCurrentRoute(latch.getState())).toEqual({ view: 'ConnectingExternal', data: { connectorId: 'io.test' } });
  });

  it('ignores a push of the view that is already current', () => {
    const { latch } = testLatch();
    pushView(latch, 'AllWallets');
    pushView(latch, 'AllWallets');
    pushView(latch, { view: 'AllWallets', data: { search: 'x' } });
    expect(views(latch)).toEqual(['Connect', 'AllWallets']);
  });

  it('replaces the current view', () => {
    const { latch } = testLatch();
    pushView(latch, 'AllWallets');
    replaceView(latch, 'ConnectingWalletConnect');
    expect(views(latch)).toEqual(['Connect', 'ConnectingWalletConnect']);
  });

  it('resets the history to one view', () => {
    const { latch } = testLatch();
    pushView(latch, 'AllWallets');
    pushView(latch, 'ConnectingWalletConnect');
    resetView(latch, 'Account');
    expect(views(latch)).toEqual(['Account']);
  });

  it('goes back one view', () => {
    const { latch } = testLatch();
    openModal(latch);
    pushView(latch, 'AllWallets');
    goBack(latch);
    expect(selectCurrentView(latch.getState())).toBe('Connect');
    expect(latch.getState().modal.open).toBe(true);
  });

  it('closes the modal when going back with one entry left', () => {
    const { latch } = testLatch();
    openModal(latch);
    goBack(latch);
    expect(latch.getState().modal.open).toBe(false);
    expect(views(latch)).toEqual(['Connect']);
  });

  it('goes back to an index, dropping what came after', () => {
    const { latch } = testLatch();
    pushView(latch, 'AllWallets');
    pushView(latch, 'ConnectingWalletConnect');
    pushView(latch, 'ConnectingExternal');
    goBackToIndex(latch, 1);
    expect(views(latch)).toEqual(['Connect', 'AllWallets']);
    goBackToIndex(latch, 5);
    goBackToIndex(latch, -1);
    expect(views(latch)).toEqual(['Connect', 'AllWallets']);
  });
});
