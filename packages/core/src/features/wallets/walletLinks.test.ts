import type { Wallet } from '../../api/walletApi.js';
import { loadWallets, openWalletLink, pickWallet } from '../../actions/wallets.js';
import { connectionSlice } from '../connection/connectionSlice.js';
import { pairingExpiryFrom } from '../connection/pairing.js';
import { useFakeServices } from '../../../test/fakeServices.js';
import { testLatch } from '../../../test/setup.js';

const WC = `wc:${'ab'.repeat(32)}@2?relay-protocol=irn&symKey=${'cd'.repeat(32)}`;
const wallet = (links: Partial<Wallet>): Wallet => ({ id: 'w1', name: 'Wallet One', ...links }) as Wallet;
const RAINBOW = wallet({ id: 'rainbow', name: 'Rainbow', mobile_link: 'rainbow://', webapp_link: 'https://app.rainbow.me' });
const ZERION = wallet({ id: 'zerion', name: 'Zerion', desktop_link: 'zerion://app' });
/** A wallet far down the listing: not on its first page, found only when asked for by id. */
const FAR = wallet({ id: 'far', name: 'Far Wallet', mobile_link: 'farwallet://' });
const notListed = (scheme: string) => `This wallet's link was not opened: ${scheme}: is not https: or an app scheme the wallet listing names.`;

const fake = useFakeServices();
beforeEach(() => {
  fake().routes['/getWallets'] = (url) => {
    const include = url.searchParams.get('include');
    const data = include ? [FAR].filter((w) => include.split(',').includes(w.id)) : [RAINBOW, ZERION];
    return { body: { data, count: data.length } };
  };
});

/** A Latch with a pairing URI and the listing's first screen loaded. */
async function paired() {
  const opened: [string, string][] = [];
  const events: unknown[] = [];
  const setup = testLatch({
    apiUrls: { walletApi: fake().url, blockchainApi: fake().url },
    platform: { isMobile: () => true, isTelegram: () => false, isIosSafari: () => false, openHref: (href, target) => opened.push([href, target]) },
  });
  setup.latch.onEvent((event) => events.push(event));
  setup.latch.store.dispatch(connectionSlice.actions.wcUriSet({ uri: WC, expiry: pairingExpiryFrom(setup.clock.now()) }));
  await loadWallets(setup.latch);
  return { ...setup, opened, events };
}

describe('opening a wallet with the pairing URI', () => {
  it('opens the mobile app by a scheme the listing names in this tab, and the web app in a new one', async () => {
    const { latch, opened } = await paired();
    openWalletLink(latch, RAINBOW, 'mobile');
    openWalletLink(latch, RAINBOW, 'webapp');
    openWalletLink(latch, ZERION, 'desktop');
    expect(opened).toEqual([
      [`rainbow://wc?uri=${encodeURIComponent(WC)}`, '_self'],
      [`https://app.rainbow.me/wc?uri=${encodeURIComponent(WC)}`, '_blank'],
      [`zerion://app/wc?uri=${encodeURIComponent(WC)}`, '_self'],
    ]);
  });

  it('refuses a javascript: link: nothing opens, the person reads why, and it is reported', async () => {
    const { latch, opened, events } = await paired();
    expect(() => openWalletLink(latch, wallet({ mobile_link: 'javascript:alert(1)' }), 'mobile')).toThrow(notListed('javascript'));
    expect(opened).toEqual([]);
    expect(latch.getState().snackbar).toMatchObject({ open: true, current: { variant: 'error', message: { id: 'unsafeWalletLink', text: notListed('javascript') } } });
    expect(events).toEqual([{ type: 'WALLET_LINK_REFUSED', properties: { walletId: 'w1', kind: 'mobile', message: notListed('javascript') } }]);
  });

  // A remembered wallet comes from this browser's storage, not from the listing: its links open only
  // on the schemes the listing itself names.
  it.each(['ms-msdt:', 'search-ms:', 'intent://x#Intent;end', 'itms-services://', 'steam://', 'tel:+15550100', 'zoommtg://'])(
    'opens nothing for a wallet whose app link %s is on no scheme the listing names',
    async (link) => {
      const { latch, opened, events } = await paired();
      expect(() => openWalletLink(latch, wallet({ mobile_link: link, desktop_link: link }), 'mobile')).toThrow('is not https: or an app scheme the wallet listing names');
      expect(() => openWalletLink(latch, wallet({ mobile_link: link, desktop_link: link }), 'desktop')).toThrow('is not https: or an app scheme the wallet listing names');
      expect(opened).toEqual([]);
      expect(events).toHaveLength(2);
    },
  );

  it('opens no app before the listing has answered: until then it names no scheme', () => {
    const opened: string[] = [];
    const { latch } = testLatch({ platform: { isMobile: () => true, isTelegram: () => false, isIosSafari: () => false, openHref: (href) => opened.push(href) } });
    latch.store.dispatch(connectionSlice.actions.wcUriSet({ uri: WC, expiry: pairingExpiryFrom(0) }));
    expect(() => openWalletLink(latch, RAINBOW, 'mobile')).toThrow(notListed('rainbow'));
    openWalletLink(latch, RAINBOW, 'webapp');
    expect(opened).toEqual([`https://app.rainbow.me/wc?uri=${encodeURIComponent(WC)}`]);
  });

  it('asks the listing for a picked wallet it has not shown yet (a recent one), so its own scheme opens', async () => {
    const { latch, opened } = await paired();
    pickWallet(latch, FAR);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake().requests.filter((url) => url.searchParams.get('include') === 'far')).toHaveLength(1);
    openWalletLink(latch, FAR, 'mobile');
    expect(opened).toEqual([[`farwallet://wc?uri=${encodeURIComponent(WC)}`, '_self']]);
  });

  it('asks nothing more for a picked wallet whose schemes the listing already names', async () => {
    const { latch } = await paired();
    const before = fake().requests.length;
    pickWallet(latch, RAINBOW);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake().requests).toHaveLength(before);
  });

  it('refuses a wallet without that link, and opens nothing before there is a pairing', async () => {
    const { latch, opened } = await paired();
    expect(() => openWalletLink(latch, wallet({}), 'desktop')).toThrow('it is empty');
    latch.store.dispatch(connectionSlice.actions.wcUriReset());
    expect(() => openWalletLink(latch, RAINBOW, 'mobile')).toThrow('There is no WalletConnect pairing to open yet.');
    expect(opened).toEqual([]);
  });
});
