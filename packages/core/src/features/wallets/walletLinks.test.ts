import type { Wallet } from '../../api/walletApi.js';
import { openWalletLink } from '../../actions/wallets.js';
import { connectionSlice } from '../connection/connectionSlice.js';
import { pairingExpiryFrom } from '../connection/pairing.js';
import { testLatch } from '../../../test/setup.js';

const WC = `wc:${'ab'.repeat(32)}@2?relay-protocol=irn&symKey=${'cd'.repeat(32)}`;
const wallet = (links: Partial<Wallet>): Wallet => ({ id: 'w1', name: 'Wallet One', ...links }) as Wallet;

function paired() {
  const opened: [string, string][] = [];
  const events: unknown[] = [];
  const setup = testLatch({ platform: { isMobile: () => true, isTelegram: () => false, isIosSafari: () => false, openHref: (href, target) => opened.push([href, target]) } });
  setup.latch.onEvent((event) => events.push(event));
  setup.latch.store.dispatch(connectionSlice.actions.wcUriSet({ uri: WC, expiry: pairingExpiryFrom(setup.clock.now()) }));
  return { ...setup, opened, events };
}

describe('opening a wallet with the pairing URI', () => {
  it('opens the mobile app by its scheme in this tab, and the web app in a new one', () => {
    const { latch, opened } = paired();
    openWalletLink(latch, wallet({ mobile_link: 'rainbow://', webapp_link: 'https://app.rainbow.me' }), 'mobile');
    openWalletLink(latch, wallet({ mobile_link: 'rainbow://', webapp_link: 'https://app.rainbow.me' }), 'webapp');
    expect(opened).toEqual([
      [`rainbow://wc?uri=${encodeURIComponent(WC)}`, '_self'],
      [`https://app.rainbow.me/wc?uri=${encodeURIComponent(WC)}`, '_blank'],
    ]);
  });

  it('refuses a javascript: link from the listing: nothing opens, the person reads why, and it is reported', () => {
    const { latch, opened, events } = paired();
    expect(() => openWalletLink(latch, wallet({ mobile_link: 'javascript:alert(1)' }), 'mobile')).toThrow('javascript: links are never opened');
    expect(opened).toEqual([]);
    expect(latch.getState().snackbar).toMatchObject({ open: true, current: { variant: 'error', message: "This wallet's link was not opened: javascript: links are never opened." } });
    expect(events).toEqual([{ type: 'WALLET_LINK_REFUSED', properties: { walletId: 'w1', kind: 'mobile', message: "This wallet's link was not opened: javascript: links are never opened." } }]);
  });

  it.each(['ms-msdt:', 'search-ms:', 'intent://x#Intent;end', 'itms-services://'])('opens nothing for a listing whose app link is the system scheme %s', (link) => {
    const { latch, opened, events } = paired();
    expect(() => openWalletLink(latch, wallet({ mobile_link: link, desktop_link: link }), 'mobile')).toThrow('links are never opened');
    expect(() => openWalletLink(latch, wallet({ mobile_link: link, desktop_link: link }), 'desktop')).toThrow('links are never opened');
    expect(opened).toEqual([]);
    expect(events).toHaveLength(2);
  });

  it('refuses a wallet without that link, and opens nothing before there is a pairing', () => {
    const { latch, opened } = paired();
    expect(() => openWalletLink(latch, wallet({}), 'desktop')).toThrow('it is empty');
    latch.store.dispatch(connectionSlice.actions.wcUriReset());
    expect(() => openWalletLink(latch, wallet({ mobile_link: 'rainbow://' }), 'mobile')).toThrow('There is no WalletConnect pairing to open yet.');
    expect(opened).toEqual([]);
  });
});
