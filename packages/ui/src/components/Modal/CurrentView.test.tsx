import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderLatch } from '../../../test/renderLatch.js';

let mockChunkMissing = true;
jest.mock('../../views/Connect/Connect.js', () => {
  if (mockChunkMissing) throw new Error('Failed to fetch dynamically imported module');
  return jest.requireActual('../../views/Connect/Connect.js');
});

it('a view whose chunk fails to load says so in the modal, the page keeps running, and Try again loads it', async () => {
  // React reports the error it caught; the test expects it.
  const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderLatch();
  await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
  expect((await screen.findByRole('alert')).textContent).toContain('This screen could not load. Check your connection and try again.');
  expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
  mockChunkMissing = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('button', { name: /Test Wallet/ })).toBeTruthy();
  expect(screen.queryByText(/could not load/)).toBeNull();
  expect(reported).toHaveBeenCalled();
  reported.mockRestore();
});
