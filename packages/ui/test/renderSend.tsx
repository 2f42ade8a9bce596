import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderLatch } from './renderLatch.js';
import { API_URLS, blockchainApi } from './blockchainApi.js';
import { connect, openModal, pushView } from '@latch/core';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/**
 * A connected account on the Send view, over a real store, the in-memory wallet and the Blockchain
 * API stand-in; history is Account then WalletSend, as the Account's Send button leaves it.
 */
export async function renderSend(options: { api?: Parameters<typeof blockchainApi>[0]; adapter?: NonNullable<Parameters<typeof renderLatch>[0]>['adapter']; waitForForm?: boolean } = {}) {
  const api = blockchainApi(options.api);
  globalThis.fetch = api.fetch as typeof fetch;
  const result = renderLatch({ adapter: options.adapter, config: { apiUrls: API_URLS } });
  await act(() => connect(result.latch, { connectorId: 'io.test' }));
  act(() => openModal(result.latch));
  act(() => pushView(result.latch, 'WalletSend'));
  await screen.findByRole('dialog', { name: 'Send' });
  if (options.waitForForm !== false) await screen.findByRole('group', { name: 'Token' });
  return { ...result, api, user: userEvent.setup() };
}

export const amountInput = () => screen.getByRole('textbox', { name: 'Amount' });
export const receiverInput = () => screen.getByRole('textbox', { name: 'Receiver' });
