import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { goBack } from '@latch/core';
import { setAccountTab } from '@latch/core/internal';
import { ADDRESS, fungible, nft, openAccount, transaction, type Route } from '../../../test/accountServices.js';

const HISTORY = `/v1/account/${ADDRESS}/history`;
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

async function openNfts(history: Route) {
  const setup = await openAccount({ routes: { [HISTORY]: history } });
  await screen.findByText('No tokens yet');
  await userEvent.click(screen.getByRole('tab', { name: 'NFTs' }));
  return setup;
}
const panel = () => within(screen.getByRole('tabpanel', { name: 'NFTs' }));

describe('NFTs tab', () => {
  it('shows skeleton rows while the history loads', async () => {
    await openNfts(() => new Promise(() => undefined));
    expect(panel().getByText('Loading NFTs')).toBeTruthy();
  });

  it('shows the NFTs of the history with name and preview, spam and other networks left out', async () => {
    await openNfts(() => ({
      body: {
        data: [
          transaction('a', [nft('Latch Punk #1'), nft('Free Airdrop', { spam: true })]),
          transaction('b', [nft('Spam Only', { spam: true })]),
          transaction('c', [nft('Mainnet Ape')], { chain: 'eip155:1' }),
          transaction('d', [fungible('USDC', '5')]),
          transaction('e', [{ quantity: { numeric: '1' }, nft_info: { flags: { is_spam: false } } }]),
        ],
        next: null,
      },
    }));
    const list = await panel().findByRole('list', { name: 'NFTs' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Latch Punk #1', 'NFTUnnamed NFT']);
    expect(within(list).getByRole('img', { name: 'Preview of Latch Punk #1' }).getAttribute('src')).toBe('https://nft.test/Latch%20Punk%20%231.png');
  });

  it('says when the account has no NFTs', async () => {
    await openNfts(() => ({ body: { data: [transaction('d', [fungible('USDC', '5')])], next: null } }));
    expect(await panel().findByText('No NFTs yet')).toBeTruthy();
  });

  it('says "Failed to fetch transactions" on failure, and retries', async () => {
    let fail = true;
    const { services } = await openNfts(() => (fail ? { status: 500, body: { message: 'down' } } : { body: { data: [transaction('a', [nft('Latch Punk #1')])], next: null } }));
    expect(await panel().findByText('Failed to fetch transactions')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Failed to fetch transactions'));
    fail = false;
    await userEvent.click(panel().getByRole('button', { name: 'Try again' }));
    expect(await panel().findByText('Latch Punk #1')).toBeTruthy();
    expect(services.calls(HISTORY)).toHaveLength(2);
  });

  it('pages through the history for more NFTs', async () => {
    const { services } = await openNfts((url) =>
      url.searchParams.get('cursor') === 'p2'
        ? { body: { data: [transaction('b', [nft('Latch Punk #2')])], next: null } }
        : { body: { data: [transaction('a', [nft('Latch Punk #1')])], next: 'p2' } },
    );
    await panel().findByText('Latch Punk #1');
    await userEvent.click(panel().getByRole('button', { name: 'Load more' }));
    expect(await panel().findByText('Latch Punk #2')).toBeTruthy();
    expect(panel().queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(services.calls(HISTORY).map((url) => url.searchParams.get('cursor'))).toEqual([null, 'p2']);
  });

  it('keeps the chosen tab through a trip to another view', async () => {
    const { latch } = await openNfts(() => ({ body: { data: [], next: null } }));
    await panel().findByText('No NFTs yet');
    await userEvent.click(screen.getByRole('button', { name: 'Receive' }));
    await screen.findByRole('heading', { name: 'Receive' });
    act(() => goBack(latch));
    expect((await screen.findByRole('tab', { name: 'NFTs' })).getAttribute('aria-selected')).toBe('true');
    act(() => setAccountTab(latch, 'Tokens'));
    expect(screen.getByRole('tab', { name: 'Tokens' }).getAttribute('aria-selected')).toBe('true');
    await screen.findByText('No tokens yet');
  });
});
