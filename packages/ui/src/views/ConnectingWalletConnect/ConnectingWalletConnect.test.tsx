import { StrictMode } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { encode } from 'uqr';
import { openModal, type ChainAdapter, type LatchConfig, type PairingHooks, type Wallet } from '@latch/core';
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_EXPIRY_MS, pickWallet } from '@latch/core/internal';
import { LatchProvider } from '../../LatchProvider.js';
import { renderLatch } from '../../../test/renderLatch.js';
import { jsonAnswer } from '../../../test/jsonAnswer.js';

const URIS = [
  `wc:${'ab'.repeat(32)}@2?relay-protocol=irn&symKey=${'cd'.repeat(32)}`,
  `wc:${'ef'.repeat(32)}@2?relay-protocol=irn&symKey=${'12'.repeat(32)}`,
  `wc:${'34'.repeat(32)}@2?relay-protocol=irn&symKey=${'56'.repeat(32)}`,
];

const RAINBOW: Wallet = {
  id: 'rainbow-id',
  name: 'Rainbow',
  image_url: null,
  rdns: 'me.rainbow',
  mobile_link: 'rainbow://',
  desktop_link: null,
  webapp_link: 'https://app.rainbow.me',
};

const LISTING_URLS = { walletApi: 'http://services.test', blockchainApi: 'http://services.test' };
/** The services' /getWallets in jsdom (which has no fetch): a listing that holds RAINBOW, so its app scheme is one the listing names. */
const listingWithRainbow = async (input: RequestInfo | URL): Promise<Response> => {
  const found = new URL(String(input)).pathname === '/getWallets';
  return jsonAnswer(found ? 200 : 404, found ? { data: [RAINBOW], count: 1 } : { message: 'Not found' });
};
const jsdomFetch = globalThis.fetch;
beforeEach(() => (globalThis.fetch = listingWithRainbow as typeof fetch));
afterEach(() => (globalThis.fetch = jsdomFetch));

interface Attempt {
  pairing?: PairingHooks;
  approve(): void;
  decline(error: Error): void;
}

/** A real store whose WalletConnect connector hands out URIS in turn and waits for the test to approve or decline. */
function renderPairing({ mobile = false, config = {}, uriAtOnce = true }: { mobile?: boolean; config?: Partial<LatchConfig>; uriAtOnce?: boolean } = {}) {
  const openHref = jest.fn();
  const result = renderLatch({
    adapter: { connectors: [{ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }] },
    config: { platform: { isMobile: () => mobile, isTelegram: () => false, isIosSafari: () => false, openHref }, ...config },
  });
  const attempts: Attempt[] = [];
  const adapter: ChainAdapter = result.wallet.adapter;
  const connect = adapter.connect.bind(adapter);
  adapter.connect = (params) =>
    new Promise((resolve, reject) => {
      const uri = URIS[attempts.length]!;
      attempts.push({ pairing: params.pairing, approve: () => resolve(connect(params)), decline: reject });
      if (uriAtOnce) params.pairing?.onUri(uri);
    });
  return { ...result, attempts, openHref };
}

/** Picks the wallet from the listing on an open modal, as Connect and All Wallets do. */
function openFor(latch: ReturnType<typeof renderPairing>['latch'], wallet: Wallet = RAINBOW) {
  act(() => {
    openModal(latch);
    pickWallet(latch, wallet);
  });
}

/** How many dark modules the drawn path fills: the sum of its runs. */
function drawnModules(svg: Element): number {
  const path = svg.querySelector('path')!.getAttribute('d')!;
  return [...path.matchAll(/h(\d+)v1/g)].reduce((sum, [, run]) => sum + Number(run), 0);
}

const darkModules = (uri: string) => encode(uri, { ecc: 'Q', border: 0 }).data.flat().filter(Boolean).length;
const qrFor = (name: string) => screen.findByRole('img', { name: `QR code for connecting with ${name}` });

describe('ConnectingWalletConnect view', () => {
  it('draws the pairing URI as a QR code, and draws it again when the URI changes', async () => {
    const { latch, attempts } = renderPairing();
    openFor(latch);
    const svg = await qrFor('Rainbow');
    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(drawnModules(svg)).toBe(darkModules(URIS[0]!));
    const first = svg.querySelector('path')!.getAttribute('d');

    act(() => attempts[0]!.pairing!.onUri(URIS[1]!));
    const redrawn = await qrFor('Rainbow');
    expect(redrawn.querySelector('path')!.getAttribute('d')).not.toBe(first);
    expect(drawnModules(redrawn)).toBe(darkModules(URIS[1]!));
  });

  it('shows a placeholder, and Copy link disabled, until the URI arrives', async () => {
    const { latch, attempts } = renderPairing({ uriAtOnce: false });
    openFor(latch);
    expect(await screen.findByText('Preparing the QR code')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Copy link' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => attempts[0]!.pairing!.onUri(URIS[0]!));
    expect(await qrFor('Rainbow')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Copy link' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('starts one pairing under StrictMode', async () => {
    const { latch, attempts, rerender } = renderPairing();
    rerender(
      <StrictMode>
        <LatchProvider latch={latch} />
      </StrictMode>,
    );
    openFor(latch);
    await qrFor('Rainbow');
    expect(attempts).toHaveLength(1);
  });

  it('Copy link writes the exact pairing URI and says so', async () => {
    const user = userEvent.setup();
    const { latch } = renderPairing();
    openFor(latch);
    await qrFor('Rainbow');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(URIS[0]);
    expect(screen.getByText('Link copied')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });

  it('shows a refusal, and Try again starts a new pairing with a new URI', async () => {
    const { latch, attempts } = renderPairing();
    openFor(latch);
    await qrFor('Rainbow');
    await act(async () => attempts[0]!.decline(new Error('User rejected the request.')));
    expect((await screen.findByRole('alert')).textContent).toBe('User rejected the request.');
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(attempts).toHaveLength(2);
    expect(drawnModules(await qrFor('Rainbow'))).toBe(darkModules(URIS[1]!));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('never shows the spent pairing while the new attempt waits for its URI', async () => {
    const { latch, attempts } = renderPairing({ uriAtOnce: false });
    openFor(latch);
    act(() => attempts[0]!.pairing!.onUri(URIS[0]!));
    await qrFor('Rainbow');
    await act(async () => attempts[0]!.decline(new Error('User rejected the request.')));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Preparing the QR code')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    act(() => attempts[1]!.pairing!.onUri(URIS[1]!));
    expect(drawnModules(await qrFor('Rainbow'))).toBe(darkModules(URIS[1]!));
  });

  it('offers a new QR code when the pairing expires while waiting', async () => {
    const { latch, attempts, clock } = renderPairing();
    openFor(latch);
    await qrFor('Rainbow');
    act(() => clock.advance(PAIRING_EXPIRY_MS - PAIRING_EXPIRY_MARGIN_MS - 1));
    expect(screen.queryByText('This QR code has expired.')).toBeNull();
    act(() => clock.advance(1));
    expect(await screen.findByText('This QR code has expired.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Refresh QR code' }));
    expect(attempts).toHaveLength(2);
    expect(drawnModules(await qrFor('Rainbow'))).toBe(darkModules(URIS[1]!));
  });

  it('closes the modal when the wallet approves; the picked wallet is the recent one', async () => {
    const { latch, attempts } = renderPairing();
    openFor(latch);
    await qrFor('Rainbow');
    await act(async () => attempts[0]!.approve());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(latch.getState().connection.wcUri).toBeUndefined();
    expect(latch.getState().wallets?.recent.map((w) => w.id)).toEqual(['rainbow-id']);
  });

  it('remembers the full listing entry of the picked wallet, once', async () => {
    const { latch, attempts } = renderPairing();
    const listed = { ...RAINBOW, image_id: 'rainbow-image', chains: ['eip155:1'] };
    openFor(latch, listed);
    await qrFor('Rainbow');
    await act(async () => attempts[0]!.approve());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(latch.getState().wallets?.recent).toEqual([listed]);
  });

  it('on mobile, opens the wallet app on the scheme its listing entry names, with the pairing URI', async () => {
    const { latch, openHref } = renderPairing({ mobile: true, config: { apiUrls: LISTING_URLS } });
    openFor(latch);
    const open = await screen.findByRole('button', { name: 'Open Rainbow' });
    await waitFor(() => expect((open as HTMLButtonElement).disabled).toBe(false));
    // The app comes first on a phone; the QR code is for scanning from another device.
    expect(open.compareDocumentPosition(await qrFor('Rainbow')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(open);
    expect(openHref).toHaveBeenCalledWith(`rainbow://wc?uri=${encodeURIComponent(URIS[0]!)}`, '_self');
    expect(latch.getState().wallets?.recent.map((w) => w.id)).toEqual(['rainbow-id']);
    expect(screen.queryByRole('button', { name: 'Open web app' })).toBeNull();
  });

  it('on mobile, a javascript: link opens nothing and says to scan or copy instead', async () => {
    const { latch, openHref } = renderPairing({ mobile: true });
    openFor(latch, { ...RAINBOW, mobile_link: 'javascript:alert(1)//' });
    await qrFor('Rainbow');
    await userEvent.click(screen.getByRole('button', { name: 'Open Rainbow' }));
    expect(openHref).not.toHaveBeenCalled();
    expect(screen.getByText('Rainbow can’t be opened from here. Scan the QR code or copy the link instead.')).toBeTruthy();
    // Remembered when picked, and nothing more: the refused link added nothing.
    expect(latch.getState().wallets?.recent.map((w) => w.id)).toEqual(['rainbow-id']);
  });

  it('on desktop, offers the web app (and the desktop app only when listed)', async () => {
    const { latch, openHref } = renderPairing();
    openFor(latch);
    await qrFor('Rainbow');
    expect(screen.queryByRole('button', { name: 'Open Rainbow' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open desktop app' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open web app' }));
    expect(openHref).toHaveBeenCalledWith(`https://app.rainbow.me/wc?uri=${encodeURIComponent(URIS[0]!)}`, '_blank');
  });

  it('without a wallet in the route, is a generic WalletConnect pairing', async () => {
    const { latch } = renderPairing();
    act(() => openModal(latch, { view: 'ConnectingWalletConnect' }));
    expect(await qrFor('WalletConnect')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Open / })).toBeNull();
    // The connector brings no image: WalletConnect's own mark heads the view, not its initial on a tile.
    const icon = document.querySelector('.latch-wc__wallet .latch-wallet-icon--large')!;
    expect(icon.tagName.toLowerCase()).toBe('svg');
    expect(document.querySelector('.latch-wc__wallet .latch-wallet-icon--placeholder')).toBeNull();
  });

  it("heads a wallet picked from the listing with that wallet's icon, its initial until it has an image", async () => {
    const { latch } = renderPairing();
    openFor(latch);
    await qrFor('Rainbow');
    expect(document.querySelector('.latch-wc__wallet .latch-wallet-icon--placeholder')?.textContent).toBe('R');
  });
});

describe('ConnectingWalletConnectBasic view', () => {
  it('opens in basic mode with the generic QR code and Copy link, and no wallet buttons', async () => {
    const user = userEvent.setup();
    const { latch, attempts } = renderPairing({ config: { manualWCControl: true } });
    act(() => openModal(latch));
    expect(await screen.findByRole('dialog', { name: 'WalletConnect' })).toBeTruthy();
    expect(drawnModules(await qrFor('WalletConnect'))).toBe(darkModules(URIS[0]!));
    expect(screen.queryByRole('button', { name: /^Open / })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(URIS[0]);

    await act(async () => attempts[0]!.decline(new Error('User rejected the request.')));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(drawnModules(await qrFor('WalletConnect'))).toBe(darkModules(URIS[1]!));
  });
});
