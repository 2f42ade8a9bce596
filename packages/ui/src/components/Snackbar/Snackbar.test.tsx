import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ANIMATION_DURATIONS_MS, showSnack } from '@latch/core/internal';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderLatch } from '../../../test/renderLatch.js';

const card = (region: HTMLElement) => region.querySelector<HTMLElement>('.latch-snackbar');

describe('Snackbar', () => {
  it('loads with the first snack: its live regions mount empty and the message follows, so it is announced', async () => {
    const { latch } = renderLatch();
    expect(screen.queryByRole('status')).toBeNull();
    act(() => showSnack(latch, { text: 'Address copied' }, 'success'));
    const polite = await screen.findByRole('status');
    expect(polite.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('alert').textContent).toBe('');
    await waitFor(() => expect(within(polite).getByText('Address copied')).toBeTruthy());
  });

  it('shows a snack from core in the polite region, with its variant, while the modal is closed', async () => {
    const { latch } = renderLatch();
    act(() => showSnack(latch, { text: 'Address copied' }, 'success'));
    expect(screen.queryByRole('dialog')).toBeNull();
    const polite = await screen.findByRole('status');
    await waitFor(() => expect(within(polite).getByText('Address copied')).toBeTruthy());
    expect(card(polite)?.dataset).toMatchObject({ variant: 'success', state: 'open' });
  });

  it("comes and goes by core's durations (SPEC 9), which its stylesheet reads from its host", async () => {
    const { latch } = renderLatch();
    act(() => showSnack(latch, { text: 'Address copied' }, 'success'));
    const host = (await screen.findByRole('status')).closest<HTMLElement>('.latch-snackbar-host')!;
    expect([host.style.getPropertyValue('--latch-fade-duration'), host.style.getPropertyValue('--latch-exit-duration')]).toEqual([`${ANIMATION_DURATIONS_MS.fade}ms`, `${ANIMATION_DURATIONS_MS.exit}ms`]);
    const css = readFileSync(join(__dirname, 'Snackbar.css'), 'utf8');
    for (const animation of ['latch-snack-in var(--latch-fade-duration)', 'latch-snack-out var(--latch-exit-duration)']) expect(css).toContain(`animation: ${animation}`);
  });

  it('puts an error in the alert region', async () => {
    const { latch } = renderLatch();
    act(() => showSnack(latch, { text: 'Token Balance Unavailable' }, 'error'));
    await waitFor(() => expect(within(screen.getByRole('alert')).getByText('Token Balance Unavailable')).toBeTruthy());
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('lets the first snack leave and shows the second after core’s 150 ms', async () => {
    const { latch, clock } = renderLatch();
    act(() => showSnack(latch, { text: 'Copied' }));
    await waitFor(() => expect(screen.getByText('Copied')).toBeTruthy());
    act(() => showSnack(latch, { text: 'Failed to fetch transactions' }, 'error'));
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
    act(() => showSnack(latch, { text: 'Address copied' }, 'info'));
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss notification' }));
    expect(latch.getState().snackbar.open).toBe(false);
    expect(card(screen.getByRole('status'))?.dataset.state).toBe('closed');
  });
});
