import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { showSnack } from '@latch/core';
import { renderLatch } from '../../../test/renderLatch.js';

const card = (region: HTMLElement) => region.querySelector<HTMLElement>('.latch-snackbar');

describe('Snackbar', () => {
  it('keeps empty live regions on the page before any snack', () => {
    renderLatch();
    const polite = screen.getByRole('status');
    expect(polite.getAttribute('aria-live')).toBe('polite');
    expect(polite.textContent).toBe('');
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(document.querySelector('.latch-snackbar')).toBeNull();
  });

  it('shows a snack from core in the polite region, with its variant, while the modal is closed', () => {
    const { latch } = renderLatch();
    act(() => latch.store.dispatch(showSnack('Address copied', 'success')));
    expect(screen.queryByRole('dialog')).toBeNull();
    const polite = screen.getByRole('status');
    expect(within(polite).getByText('Address copied')).toBeTruthy();
    expect(card(polite)?.dataset).toMatchObject({ variant: 'success', state: 'open' });
  });

  it('puts an error in the alert region', () => {
    const { latch } = renderLatch();
    act(() => latch.store.dispatch(showSnack('Token Balance Unavailable', 'error')));
    expect(within(screen.getByRole('alert')).getByText('Token Balance Unavailable')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('lets the first snack leave and shows the second after core’s 150 ms', () => {
    const { latch, clock } = renderLatch();
    act(() => latch.store.dispatch(showSnack('Copied')));
    act(() => latch.store.dispatch(showSnack('Failed to fetch transactions', 'error')));
    expect(card(screen.getByRole('status'))?.dataset.state).toBe('closed');
    act(() => clock.advance(149));
    expect(screen.getByRole('alert').textContent).toBe('');
    act(() => clock.advance(1));
    expect(within(screen.getByRole('alert')).getByText('Failed to fetch transactions')).toBeTruthy();
    expect(card(screen.getByRole('alert'))?.dataset).toMatchObject({ variant: 'error', state: 'open' });
    expect(screen.queryByText('Copied')).toBeNull();
  });

  it('is dismissed with its labelled button', async () => {
    const { latch } = renderLatch();
    act(() => latch.store.dispatch(showSnack('Address copied', 'info')));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(latch.getState().snackbar.open).toBe(false);
    expect(card(screen.getByRole('status'))?.dataset.state).toBe('closed');
  });
});
