import { positionAuthFrame } from './embeddedEvents.js';
import type { FrameRect } from '../../adapter/types.js';
import { selectCurrentView } from '../modal/selectors.js';
import { flush } from '../../../test/flush.js';
import { testLatch } from '../../../test/setup.js';
import { openModal } from '../../actions/modal.js';

describe('embedded wallet events', () => {
  it('an approval on a closed modal opens ApproveTransaction and closes it again once settled', async () => {
    const { latch, wallet } = testLatch();
    wallet.emit({ type: 'approvalRequested' });
    await flush();
    expect(latch.getState().modal.open).toBe(true);
    expect(selectCurrentView(latch.getState())).toBe('ApproveTransaction');
    wallet.emit({ type: 'approvalSettled' });
    await flush();
    expect(latch.getState().modal.open).toBe(false);
    expect(selectCurrentView(latch.getState())).not.toBe('ApproveTransaction');
  });

  it('an approval asked from an open view goes back to that view once settled, the modal still open', async () => {
    const { latch, wallet } = testLatch();
    openModal(latch);
    wallet.emit({ type: 'approvalRequested' });
    await flush();
    wallet.emit({ type: 'approvalRequested' });
    await flush();
    expect(latch.getState().router.history.map((r) => r.view)).toEqual(['Connect', 'ApproveTransaction']);
    wallet.emit({ type: 'approvalSettled' });
    await flush();
    expect(latch.getState().modal.open).toBe(true);
    expect(selectCurrentView(latch.getState())).toBe('Connect');
  });

  it('a settled approval elsewhere changes nothing', async () => {
    const { latch, wallet } = testLatch();
    openModal(latch);
    wallet.emit({ type: 'approvalSettled' });
    await flush();
    expect(latch.getState().router.history.map((r) => r.view)).toEqual(['Connect']);
  });

  it('an alert event shows that alert (SPEC 8)', async () => {
    const { latch, wallet } = testLatch();
    wallet.emit({ type: 'alert', alert: 'embeddedWalletLoad' });
    await flush();
    expect(latch.getState().alerts.current).toBe('embeddedWalletLoad');
  });

  it("positionAuthFrame reaches the adapters that show a frame, with the modal's locale", () => {
    const { latch, wallet } = testLatch({ locale: 'pt-br' });
    const shown: ((FrameRect & { theme?: string; locale?: string }) | undefined)[] = [];
    Object.assign(wallet.adapter, { showAuthFrame: (rect: FrameRect | undefined, theme?: string, locale?: string) => shown.push(rect && { ...rect, theme, locale }) });
    positionAuthFrame(latch, { top: 1, left: 2, width: 300, height: 400 }, 'dark');
    positionAuthFrame(latch, undefined);
    expect(shown).toEqual([{ top: 1, left: 2, width: 300, height: 400, theme: 'dark', locale: 'pt-BR' }, undefined]);
  });
});
