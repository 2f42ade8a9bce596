import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { loadRemoteFeatures } from '@latch/core/internal';
import { manualClock } from '@latch/core/testing';
import { ADDRESS, fungible, nft, openAccount, transaction, type Route } from '../../../test/accountServices.js';

const HISTORY = `/v1/account/${ADDRESS}/history`;
// Local times, so the day groups hold in any time zone.
const NOW = new Date(2026, 10, 22, 15, 0).getTime();
const at = (day: number, hour: number) => new Date(2026, 10, day, hour, 30).toISOString();

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

async function openActivity(history: Route, config: Parameters<typeof openAccount>[0] = {}) {
  const setup = await openAccount({ ...config, routes: { [HISTORY]: history }, config: { clock: manualClock(NOW), ...config.config } });
  await screen.findByText('No tokens yet');
  await userEvent.click(screen.getByRole('tab', { name: 'Activity' }));
  return setup;
}
const panel = () => within(screen.getByRole('tabpanel', { name: 'Activity' }));

describe('Activity tab', () => {
  it('shows skeleton rows while the history loads', async () => {
    await openActivity(() => new Promise(() => undefined));
    expect(panel().getByText('Loading activity')).toBeTruthy();
  });

  it('groups the active network’s transactions under Today, Yesterday and their date', async () => {
    const { services } = await openActivity(() => ({
      body: {
        data: [
          transaction('t1', [fungible('USDC', '12.3456', 'in')], { minedAt: at(22, 9) }),
          transaction('t2', [fungible('ETH', '0.5', 'out')], { minedAt: at(22, 8), operationType: 'send', status: 'failed' }),
          transaction('y1', [nft('Latch Punk #1')], { minedAt: at(21, 23), operationType: 'mint' }),
          transaction('old', [fungible('DAI', '1', 'in')], { minedAt: at(3, 12) }),
          transaction('other', [fungible('USDC', '1')], { minedAt: at(22, 10), chain: 'eip155:1' }),
        ],
        next: null,
      },
    }));
    const headings = await panel().findAllByRole('heading');
    expect(headings.map((h) => h.textContent)).toEqual(['Today', 'Yesterday', 'Nov 3, 2026']);
    const rows = panel().getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(rows[0]!.textContent).toContain('Receive');
    expect(rows[0]!.textContent).toContain('+12.345 USDC');
    expect(rows[1]!.textContent).toContain('Send · Failed');
    expect(rows[1]!.textContent).toContain('−0.5 ETH');
    expect(rows[2]!.textContent).toContain('MintLatch Punk #1');
    expect(services.calls(HISTORY)[0]!.searchParams.get('chainId')).toBe('eip155:31337');
  });

  it('says when there is no activity', async () => {
    await openActivity(() => ({ body: { data: [], next: null } }));
    expect(await panel().findByText('No activity yet')).toBeTruthy();
  });

  it('says "Failed to fetch transactions" on failure, and retries', async () => {
    let fail = true;
    await openActivity(() => (fail ? { status: 502, body: { message: 'down' } } : { body: { data: [transaction('t1', [fungible('USDC', '1')], { minedAt: at(22, 9) })], next: null } }));
    expect(await panel().findByText('Failed to fetch transactions')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Failed to fetch transactions'));
    fail = false;
    await userEvent.click(panel().getByRole('button', { name: 'Try again' }));
    expect(await panel().findByRole('heading', { name: 'Today' })).toBeTruthy();
  });

  it('loads the next page with the cursor, and shows the error if that page fails', async () => {
    let failNext = false;
    const { services } = await openActivity((url) => {
      const cursor = url.searchParams.get('cursor');
      if (!cursor) return { body: { data: [transaction('t1', [fungible('USDC', '1')], { minedAt: at(22, 9) })], next: 'p2' } };
      if (failNext) return { status: 500, body: { message: 'down' } };
      return { body: { data: [transaction('t2', [fungible('DAI', '2')], { minedAt: at(20, 9) })], next: 'p3' } };
    });
    await userEvent.click(await panel().findByRole('button', { name: 'Load more' }));
    expect(await panel().findByRole('heading', { name: 'Nov 20, 2026' })).toBeTruthy();
    expect(panel().getAllByRole('listitem')).toHaveLength(2);
    failNext = true;
    await userEvent.click(panel().getByRole('button', { name: 'Load more' }));
    expect(await panel().findByText('Failed to fetch transactions')).toBeTruthy();
    expect(services.calls(HISTORY).map((url) => url.searchParams.get('cursor'))).toEqual([null, 'p2', 'p3']);
  });

  it('is not offered while the activity feature is off', async () => {
    const { latch } = await openAccount({
      routes: { '/appkit/v1/config': () => ({ body: { features: [{ id: 'activity', isEnabled: false }] } }) },
    });
    await screen.findByText('No tokens yet');
    await act(() => loadRemoteFeatures(latch));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tokens', 'NFTs']);
  });
});
