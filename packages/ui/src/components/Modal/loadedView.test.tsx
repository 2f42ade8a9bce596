import { act, screen } from '@testing-library/react';
import { renderLatch } from '../../../test/renderLatch.js';
import { preloadView } from '../../views/registry.js';
import { openModal } from '@latch/core';

it('a view whose chunk is already in paints in the same render that opens the modal, with no skeleton first', async () => {
  const { container, latch } = renderLatch();
  await preloadView('Connect');
  act(() => openModal(latch));
  // Synchronous queries: nothing may be left for a later task.
  expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
  expect(screen.getByRole('button', { name: /Test Wallet/ })).toBeTruthy();
  expect(container.ownerDocument.querySelector('.latch-modal__loading')).toBeNull();
});

it('a view not loaded yet shows the skeleton, then the view', async () => {
  const { container, latch } = renderLatch();
  act(() => openModal(latch, { view: 'Networks' }));
  expect(container.ownerDocument.querySelector('.latch-modal__loading')).not.toBeNull();
  expect(await screen.findByRole('dialog', { name: 'Choose Network' })).toBeTruthy();
  await screen.findByText('Active');
  expect(container.ownerDocument.querySelector('.latch-modal__loading')).toBeNull();
});
