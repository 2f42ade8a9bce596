import { selectCurrentRoute, selectCurrentView } from '../../store/selectors.js';
import { testLatch } from '../../../test/setup.js';

const views = (latch: ReturnType<typeof testLatch>['latch']) => latch.getState().router.history.map((e) => e.view);

describe('router (SPEC 2)', () => {
  it('pushes views onto the history', () => {
    const { latch } = testLatch();
    latch.push('AllWallets');
    latch.push({ view: 'ConnectingExternal', data: { connectorId: 'io.test' } });
    expect(views(latch)).toEqual(['Connect', 'AllWallets', 'ConnectingExternal']);
    expect(selectCurrentRoute(latch.getState())).toEqual({ view: 'ConnectingExternal', data: { connectorId: 'io.test' } });
  });

  it('ignores a push of the view that is already current', () => {
    const { latch } = testLatch();
    latch.push('AllWallets');
    latch.push('AllWallets');
    latch.push({ view: 'AllWallets', data: { search: 'x' } });
    expect(views(latch)).toEqual(['Connect', 'AllWallets']);
  });

  it('replaces the current view', () => {
    const { latch } = testLatch();
    latch.push('AllWallets');
    latch.replace('ConnectingWalletConnect');
    expect(views(latch)).toEqual(['Connect', 'ConnectingWalletConnect']);
  });

  it('resets the history to one view', () => {
    const { latch } = testLatch();
    latch.push('AllWallets');
    latch.push('ConnectingWalletConnect');
    latch.reset('Account');
    expect(views(latch)).toEqual(['Account']);
  });

  it('goes back one view', () => {
    const { latch } = testLatch();
    latch.open();
    latch.push('AllWallets');
    latch.goBack();
    expect(selectCurrentView(latch.getState())).toBe('Connect');
    expect(latch.getState().modal.open).toBe(true);
  });

  it('closes the modal when going back with one entry left', () => {
    const { latch } = testLatch();
    latch.open();
    latch.goBack();
    expect(latch.getState().modal.open).toBe(false);
    expect(views(latch)).toEqual(['Connect']);
  });

  it('goes back to an index, dropping what came after', () => {
    const { latch } = testLatch();
    latch.push('AllWallets');
    latch.push('ConnectingWalletConnect');
    latch.push('ConnectingExternal');
    latch.goBackToIndex(1);
    expect(views(latch)).toEqual(['Connect', 'AllWallets']);
    latch.goBackToIndex(5);
    latch.goBackToIndex(-1);
    expect(views(latch)).toEqual(['Connect', 'AllWallets']);
  });
});
