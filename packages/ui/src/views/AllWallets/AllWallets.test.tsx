import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { RECENT_WALLETS_KEY, selectPickedWallet } from '@latch/core/internal';
import { renderLatch } from '../../../test/renderLatch.js';
import { walletListing } from '../../../test/walletListing.js';

const WALLET_CONNECT = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' } as const;
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

async function openAllWallets(size = 650, options: Parameters<typeof walletListing>[1] = {}, connectors: NonNullable<Parameters<typeof renderLatch>[0]>['adapter'] = {}) {
  const listing = walletListing(size, options);
  globalThis.fetch = listing.fetch as typeof fetch;
  const setup = renderLatch({
    adapter: { connectors: [WALLET_CONNECT, ...(connectors?.connectors ?? [])] },
    config: { apiUrls: { walletApi: 'http://127.0.0.1:8787', blockchainApi: 'http://127.0.0.1:8787' } },
  });
  await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
  await userEvent.click(await screen.findByRole('button', { name: /All Wallets/ }));
  return { ...setup, listing };
}

const rows = () => within(screen.getByRole('list', { name: /Wallets|Search results/ })).queryAllByRole('listitem');

describe('All Wallets', () => {
  it('keeps at most 60 rows in the DOM and loads the next page of 40 when scrolled to the end', async () => {
    const { listing } = await openAllWallets();
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(rows().length).toBeLessThanOrEqual(60);
    expect(rows()[0]?.getAttribute('aria-setsize')).toBe('40');
    const pages = () => listing.requests.filter((url) => url.searchParams.get('entries') === '40').map((url) => url.searchParams.get('page'));
    expect(pages()).toEqual(['1']);
    const scroller = screen.getByRole('list', { name: 'Wallets' }).parentElement!;
    scroller.scrollTop = 44 * 56;
    fireEvent.scroll(scroller);
    await waitFor(() => expect(pages()).toEqual(['1', '2']));
    await waitFor(() => expect(rows()[0]?.getAttribute('aria-setsize')).toBe('80'));
    expect(rows().length).toBeLessThanOrEqual(60);
    expect(rows().at(-1)?.textContent).toContain('Wallet ');
  });

  it('asks for no next page while the first is on its way, though the featured and recommended wallets show before it at the list\'s end', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const isPage = (url: URL) => url.searchParams.get('entries') === '40';
    const { listing } = await openAllWallets(650, { hold: (url) => (isPage(url) ? held : undefined) });
    // The recommended wallets alone: the list's end is in view.
    await waitFor(() => expect(rows()[0]?.getAttribute('aria-setsize')).toBe('4'));
    await act(async () => release());
    await waitFor(() => expect(rows()[0]?.getAttribute('aria-setsize')).toBe('40'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(listing.requests.filter(isPage).map((url) => url.searchParams.get('page'))).toEqual(['1']);
    expect(rows()[0]?.getAttribute('aria-setsize')).toBe('40');
  });

  it('sends the trimmed text at a 150 ms pause, lays its results out over the loading state, and says when nothing matches', async () => {
    const { listing, clock } = await openAllWallets();
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search wallets' }), '  rain ');
    const searches = () => listing.requests.filter((url) => url.searchParams.has('search')).map((url) => url.searchParams.get('search'));
    expect(searches()).toEqual([]);
    // Meanwhile the loading state shows: no rows to pick that the results would replace under the pointer.
    expect(screen.queryByRole('list', { name: 'Wallets' })).toBeNull();
    expect(screen.getByText('Loading wallets')).toBeTruthy();
    await act(async () => clock.advance(150));
    await waitFor(() => expect(searches()).toEqual(['rain']));
    // Answered: laid out at once. The browser keeps both as they were until SPEC 9's wait ends (useHold,
    // which this DOM cannot run), then shows the results and hides the loading state, with no render then.
    await waitFor(() => expect(rows().map((row) => row.textContent)).toEqual(['RRainbow']));
    expect(screen.getByText('Loading wallets').parentElement?.className).toContain('latch-all-wallets__status--done');
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search wallets' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search wallets' }), 'zzz');
    await act(async () => clock.advance(150));
    expect(await screen.findByText('No wallet matches “zzz”.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull();
  });

  it('comes back with an empty field and the listing, not the last search', async () => {
    const { clock } = await openAllWallets();
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search wallets' }), 'rain');
    await act(async () => clock.advance(300));
    await waitFor(() => expect(rows().map((row) => row.textContent)).toEqual(['RRainbow']));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(await screen.findByRole('button', { name: /All Wallets/ }));
    expect((await screen.findByRole('searchbox', { name: 'Search wallets' })).getAttribute('value') ?? '').toBe('');
    await waitFor(() => expect(screen.getByRole('list', { name: 'Wallets' })).toBeTruthy());
    expect(rows().length).toBeGreaterThan(1);
  });

  it('shows a search from its first result, wherever the listing was scrolled to', async () => {
    const { clock } = await openAllWallets(30);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const scroller = screen.getByRole('list', { name: 'Wallets' }).parentElement!;
    scroller.scrollTop = 20 * 56;
    fireEvent.scroll(scroller);
    await waitFor(() => expect(rows()[0]?.textContent).not.toContain('Wallet 0'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search wallets' }), 'Wallet');
    // The whole listing is loaded (30 wallets): the results come from it at once, the first of them shown.
    await waitFor(() => expect(screen.getByRole('list', { name: 'Search results' })).toBeTruthy());
    expect(rows()[0]?.textContent).toBe('WWallet 0');
    await act(async () => clock.advance(300));
    expect(rows()[0]?.textContent).toBe('WWallet 0');
    // Cleared, the search gives back the listing where it was scrolled to.
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search wallets' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Wallets' })).toBeTruthy());
    expect(rows()[0]?.textContent).not.toContain('Wallet 0');
  });

  it('opens WalletConnect for a wallet not installed here, and remembers it as recent', async () => {
    const { latch, storage } = await openAllWallets();
    await userEvent.click(await screen.findByRole('button', { name: /Rainbow/ }));
    expect(latch.getState().router.history.at(-1)).toEqual({ view: 'ConnectingWalletConnect', data: { walletId: 'w3' } });
    expect(selectPickedWallet(latch.getState())).toMatchObject({ id: 'w3', name: 'Rainbow' });
    expect(storage.get(RECENT_WALLETS_KEY, { safeParse: (v: unknown) => ({ success: true as const, data: v }) })).toMatchObject([{ id: 'w3' }]);
  });

  it('connects an installed wallet through its browser connector', async () => {
    const { latch } = await openAllWallets(650, {}, { connectors: [{ id: 'io.wallet5', name: 'Wallet 5 extension', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.wallet5' } }] });
    const row = await screen.findByRole('button', { name: /^Wallet 5\s*Installed$/ });
    await userEvent.click(row);
    expect(latch.getState().router.history.at(-1)).toEqual({ view: 'ConnectingExternal', data: { walletId: 'w5', connectorId: 'io.wallet5' } });
    expect(selectPickedWallet(latch.getState())).toMatchObject({ id: 'w5', name: 'Wallet 5' });
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    let down = true;
    await openAllWallets(50, { fail: () => down });
    expect(await screen.findByText('The wallet list could not be loaded.')).toBeTruthy();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  });
});
