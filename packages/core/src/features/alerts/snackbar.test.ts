import { alertsSlice } from './alertsSlice.js';
import { alertForProviderMessage } from '../../errors/alerts.js';
import { dismissAlert, hideSnack, showSnack } from '../../actions/notices.js';
import { testLatch } from '../../../test/setup.js';

describe('snackbar (SPEC 9: snack swap delay 150 ms)', () => {
  it('shows a snack at once when none is showing', () => {
    const { latch } = testLatch();
    showSnack(latch, { text: 'Address copied' }, 'success');
    expect(latch.getState().snackbar).toMatchObject({ open: true, current: { message: { text: 'Address copied' }, variant: 'success' } });
  });

  it('lets the showing snack leave and shows the new one 150 ms later', () => {
    const { latch, clock } = testLatch();
    showSnack(latch, { text: 'first' });
    showSnack(latch, { text: 'second' }, 'error');
    expect(latch.getState().snackbar.open).toBe(false);
    clock.advance(149);
    expect(latch.getState().snackbar.current?.message.text).toBe('first');
    clock.advance(1);
    expect(latch.getState().snackbar).toMatchObject({ open: true, current: { message: { text: 'second' }, variant: 'error' } });
  });

  it('shows only the last of several snacks that arrive while one waits', () => {
    const { latch, clock } = testLatch();
    showSnack(latch, { text: 'first' });
    showSnack(latch, { text: 'second' });
    clock.advance(100);
    showSnack(latch, { text: 'third' });
    clock.advance(50);
    expect(latch.getState().snackbar.open).toBe(false);
    clock.advance(100);
    expect(latch.getState().snackbar.current?.message.text).toBe('third');
  });

  it('hides', () => {
    const { latch } = testLatch();
    showSnack(latch, { text: 'x' });
    hideSnack(latch);
    expect(latch.getState().snackbar.open).toBe(false);
    showSnack(latch, { text: 'y' });
    expect(latch.getState().snackbar).toMatchObject({ open: true, current: { message: { text: 'y' } } });
  });
});

describe('alerts (SPEC 8)', () => {
  it('shows an alert raised with once a single time', () => {
    const { latch } = testLatch();
    latch.store.dispatch(alertsSlice.actions.raised({ id: 'invalidAppConfiguration', once: true }));
    expect(latch.getState().alerts.current).toBe('invalidAppConfiguration');
    dismissAlert(latch);
    expect(latch.getState().alerts.current).toBeUndefined();
    latch.store.dispatch(alertsSlice.actions.raised({ id: 'invalidAppConfiguration', once: true }));
    expect(latch.getState().alerts.current).toBeUndefined();
    latch.store.dispatch(alertsSlice.actions.raised({ id: 'sessionExpired' }));
    expect(latch.getState().alerts.current).toBe('sessionExpired');
  });

  it('maps the provider server messages', () => {
    expect(alertForProviderMessage('Unauthorized: origin not allowed')).toBe('invalidAppConfiguration');
    expect(alertForProviderMessage('JWT validation error: JWT Token is not yet valid')).toBe('sessionExpired');
    expect(alertForProviderMessage('Unauthorized: invalid key')).toBe('invalidProjectId');
    expect(alertForProviderMessage('constructor')).toBeUndefined();
    expect(alertForProviderMessage('something else')).toBeUndefined();
  });
});
