import { act, screen } from '@testing-library/react';
import type { Transaction, Transfer } from '@latch/core';
import { renderLatch } from './renderLatch.js';
import { connect, openModal } from '@latch/core';
import { jsonAnswer } from './jsonAnswer.js';

export const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const SERVICES = 'http://127.0.0.1:8787';

export interface Answer {
  status?: number;
  body: unknown;
}
/** An answer, or a promise of one (one that never settles keeps the view loading); `body` is a POST's JSON body. */
export type Route = (url: URL, body?: unknown) => Answer | Promise<Answer>;

/**
 * A stand-in for the services' Blockchain and Wallet APIs in jsdom (which has no fetch), answering
 * the account's calls by path: identity, portfolio, history, config. Unknown paths answer 404.
 */
export function accountServices(routes: Record<string, Route> = {}) {
  const requests: URL[] = [];
  const bodies: { url: URL; body: unknown }[] = [];
  const table: Record<string, Route> = {
    [`/v1/identity/${ADDRESS}`]: () => ({ body: { name: null, avatar: null } }),
    [`/v1/account/${ADDRESS}/balance`]: () => ({ body: { balances: [] } }),
    [`/v1/account/${ADDRESS}/history`]: () => ({ body: { data: [], next: null } }),
    ...routes,
  };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    requests.push(url);
    const sent: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (sent !== undefined) bodies.push({ url, body: sent });
    const route = table[url.pathname];
    const { status = 200, body } = route ? await route(url, sent) : { status: 404, body: { message: 'Not found' } };
    return jsonAnswer(status, body);
  };
  const calls = (path: string) => requests.filter((url) => url.pathname === path);
  /** The JSON bodies POSTed to `path`, oldest first. */
  const posted = (path: string) => bodies.filter(({ url }) => url.pathname === path).map(({ body }) => body);
  return { fetch, requests, routes: table, calls, posted };
}

/** A transaction of the history, mined at `minedAt` on the devnet unless `chain` says otherwise. */
export function transaction(
  id: string,
  transfers: Transfer[],
  { minedAt = '2026-11-22T12:00:00Z', chain = 'eip155:31337', operationType = 'receive', status = 'confirmed' } = {},
): Transaction {
  return { id, metadata: { minedAt, chain, operationType, status, sentFrom: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', sentTo: ADDRESS }, transfers };
}

export const fungible = (symbol: string, numeric: string, direction = 'in'): Transfer => ({ direction, quantity: { numeric }, fungible_info: { name: symbol, symbol } });
export const nft = (name: string, { spam = false, preview = `https://nft.test/${encodeURIComponent(name)}.png` } = {}): Transfer => ({
  quantity: { numeric: '1' },
  nft_info: { name, content: { preview: { url: preview } }, flags: { is_spam: spam } },
});

/** The Account view of a connected devnet account, over the fake services; waits for the view. */
export async function openAccount(
  options: { routes?: Record<string, Route>; config?: NonNullable<Parameters<typeof renderLatch>[0]>['config']; adapter?: NonNullable<Parameters<typeof renderLatch>[0]>['adapter']; connectorId?: string; disconnectLabel?: string } = {},
) {
  const services = accountServices(options.routes);
  globalThis.fetch = services.fetch as typeof fetch;
  const setup = renderLatch({ adapter: options.adapter, config: { apiUrls: { walletApi: SERVICES, blockchainApi: SERVICES }, ...options.config } });
  await act(() => connect(setup.latch, { connectorId: options.connectorId ?? 'io.test' }));
  act(() => openModal(setup.latch));
  // The Account is shown once its Disconnect button is (in the locale's words when one is set).
  await screen.findByRole('button', { name: options.disconnectLabel ?? 'Disconnect' });
  return { ...setup, services };
}
