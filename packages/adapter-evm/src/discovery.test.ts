/** @jest-environment jsdom */
import type { ConnectorInfo } from '@latch/core';
import { evmAdapter } from './evmAdapter.js';
import { announce, ICON, scriptedProvider } from '../test/scriptedProvider.js';

const info = (rdns: string, name = 'Test Wallet') => ({ uuid: `${rdns}-uuid`, name, icon: ICON, rdns });

/** Starts discovery and waits for its module to load, as a page does right after its entry ran. */
async function watch() {
  const seen: ConnectorInfo[][] = [];
  const stop = evmAdapter().watchConnectors((list) => seen.push(list));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { seen, latest: () => seen.at(-1) ?? [], stop };
}

afterEach(() => {
  delete (window as { ethereum?: unknown }).ethereum;
});

describe('EIP-6963 discovery', () => {
  it('asks wallets to announce themselves', async () => {
    const requested = jest.fn();
    window.addEventListener('eip6963:requestProvider', requested);
    const { stop } = await watch();
    expect(requested).toHaveBeenCalledTimes(1);
    stop();
  });

  it('lists announced wallets with name, icon and rdns, marked as announced', async () => {
    const { latest, stop } = await watch();
    announce(info('io.metamask', 'MetaMask'), scriptedProvider().provider);
    expect(latest()).toEqual([
      { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155', imageUrl: ICON, info: { rdns: 'io.metamask' } },
    ]);
    stop();
  });

  it('keeps the first wallet of an rdns: a later announcement cannot replace its provider', async () => {
    const { latest, stop } = await watch();
    const genuine = scriptedProvider({ eth_accounts: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] });
    announce(info('io.metamask', 'MetaMask'), genuine.provider);
    announce(info('io.metamask', 'MetaMask (impostor)'), scriptedProvider().provider);
    expect(latest().map((c) => c.name)).toEqual(['MetaMask']);
    stop();
  });

  it('keeps one entry per rdns and ignores a repeated identical announcement', async () => {
    const { seen, latest, stop } = await watch();
    const { provider } = scriptedProvider();
    announce(info('io.metamask'), provider);
    announce(info('io.metamask'), provider);
    announce(info('com.coinbase.wallet', 'Coinbase Wallet'), scriptedProvider().provider);
    expect(latest().map((c) => c.id)).toEqual(['io.metamask', 'com.coinbase.wallet']);
    expect(seen).toHaveLength(3);
    stop();
  });

  it.each([
    ['an icon that is not an image data URI', { ...info('io.evil'), icon: 'https://tracker.example/pixel.png' }, scriptedProvider().provider],
    ['a missing name', { ...info('io.evil'), name: '' }, scriptedProvider().provider],
    ['an rdns that is not a reverse domain', { ...info('io.evil'), rdns: 'not a domain' }, scriptedProvider().provider],
    ['a provider without request()', info('io.evil'), { on() {} }],
  ])('drops an announcement with %s', async (_case, badInfo, provider) => {
    const { latest, stop } = await watch();
    announce(badInfo, provider);
    expect(latest()).toEqual([]);
    stop();
  });

  it('hears a wallet that announces before the discovery module has loaded, and lists it once it has', async () => {
    const seen: ConnectorInfo[][] = [];
    // A wallet that answers the request at once, as extensions do, before any await of the page.
    const answer = () => announce(info('io.early', 'Early Wallet'), scriptedProvider().provider);
    window.addEventListener('eip6963:requestProvider', answer);
    const stop = evmAdapter().watchConnectors((list) => seen.push(list));
    window.removeEventListener('eip6963:requestProvider', answer);
    expect(seen).toEqual([[]]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen.at(-1)?.map((c) => c.id)).toEqual(['io.early']);
    stop();
  });

  it('drops early announcements that fail the schema, once it can check them', async () => {
    const seen: ConnectorInfo[][] = [];
    const stop = evmAdapter().watchConnectors((list) => seen.push(list));
    announce({ ...info('io.evil'), icon: 'https://tracker.example/pixel.png' }, scriptedProvider().provider);
    announce(info('io.good'), scriptedProvider().provider);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen.at(-1)?.map((c) => c.id)).toEqual(['io.good']);
    stop();
  });

  it('stops listening when stopped before the discovery module has loaded', async () => {
    const seen: ConnectorInfo[][] = [];
    evmAdapter().watchConnectors((list) => seen.push(list))();
    announce(info('io.metamask'), scriptedProvider().provider);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([[]]);
  });

  it('stops listening when stopped', async () => {
    const { latest, stop } = await watch();
    stop();
    announce(info('io.metamask'), scriptedProvider().provider);
    expect(latest()).toEqual([]);
  });
});

describe('legacy window.ethereum', () => {
  it('is offered as "Browser Wallet" when no announced wallet is the same provider', async () => {
    (window as { ethereum?: unknown }).ethereum = scriptedProvider().provider;
    const { latest, stop } = await watch();
    expect(latest()).toEqual([{ id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' }]);
    announce(info('io.other'), scriptedProvider().provider);
    expect(latest().map((c) => c.id)).toEqual(['io.other', 'injected']);
    stop();
  });

  it('is not offered when an announced wallet is the same provider', async () => {
    const { provider } = scriptedProvider();
    (window as { ethereum?: unknown }).ethereum = provider;
    const { latest, stop } = await watch();
    announce(info('io.metamask'), provider);
    expect(latest().map((c) => c.id)).toEqual(['io.metamask']);
    stop();
  });

  it('appears when a wallet injects itself after the page loaded', async () => {
    const { latest, stop } = await watch();
    expect(latest()).toEqual([]);
    (window as { ethereum?: unknown }).ethereum = scriptedProvider().provider;
    window.dispatchEvent(new Event('ethereum#initialized'));
    expect(latest().map((c) => c.id)).toEqual(['injected']);
    stop();
  });

  it('is ignored when it is not an EIP-1193 provider', async () => {
    (window as { ethereum?: unknown }).ethereum = { isMetaMask: true };
    const { latest, stop } = await watch();
    expect(latest()).toEqual([]);
    stop();
  });
});
