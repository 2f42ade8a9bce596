import { appSchemeOf, safeWalletLinkBase, walletConnectLink } from './deepLinks.js';

const WC = `wc:${'ab'.repeat(32)}@2?relay-protocol=irn&symKey=${'cd'.repeat(32)}`;
const ENCODED = encodeURIComponent(WC);
/** The app schemes a wallet listing names: those of its entries' mobile and desktop links. */
const LISTED = new Set(['rainbow', 'trust', 'zerion', 'argent', 'mathwallet']);
const notListed = (scheme: string) => `${scheme}: is not https: or an app scheme the wallet listing names`;

describe('wallet links (deep links)', () => {
  it.each([
    ['rainbow:', `rainbow://wc?uri=${ENCODED}`],
    ['rainbow://', `rainbow://wc?uri=${ENCODED}`],
    ['trust', `trust://wc?uri=${ENCODED}`],
    ['zerion://app', `zerion://app/wc?uri=${ENCODED}`],
    ['argent://app/connect/', `argent://app/connect/wc?uri=${ENCODED}`],
    ['mathwallet://mathwallet.org', `mathwallet://mathwallet.org/wc?uri=${ENCODED}`],
  ])('opens the app scheme %s in this tab', (base, href) => {
    expect(walletConnectLink(base, WC, 'mobile', LISTED)).toEqual({ href, target: '_self' });
  });

  it.each([
    ['https://metamask.app.link', `https://metamask.app.link/wc?uri=${ENCODED}`],
    ['https://link.trustwallet.com/', `https://link.trustwallet.com/wc?uri=${ENCODED}`],
    ['http://127.0.0.1:5175', `http://127.0.0.1:5175/wc?uri=${ENCODED}`],
  ])('opens the web link %s in a new tab', (base, href) => {
    expect(walletConnectLink(base, WC, 'mobile', LISTED)).toEqual({ href, target: '_blank' });
  });

  it('keeps the pairing URI intact inside the link', () => {
    const { href } = walletConnectLink('https://wallet.example', WC, 'mobile', LISTED);
    expect(new URL(href).searchParams.get('uri')).toBe(WC);
  });

  it.each([
    ['javascript:alert(1)', notListed('javascript')],
    ['JavaScript:alert(document.cookie)', notListed('javascript')],
    ['  javascript:alert(1)', notListed('javascript')],
    ['data:text/html,<script>alert(1)</script>', notListed('data')],
    ['vbscript:msgbox(1)', notListed('vbscript')],
    ['file:///etc/passwd', notListed('file')],
    ['java\tscript:alert(1)', 'it contains blanks or control characters'],
    ['java\u0000script:alert(1)', 'it contains blanks or control characters'],
    ['http://wallet.example', 'only https: web links are opened'],
    ['://nothing', 'it is not a valid URL'],
    ['ht tp://x', 'it contains blanks or control characters'],
    ['1wallet://', 'it is not a valid URL'],
    ['rainbow://user:secret@host', 'it is not a valid URL'],
    ['', 'it is empty'],
    ['https://user:secret@wallet.example', 'it is not a valid URL'],
    ['https://wallet.example/?next=elsewhere', 'it is not a valid URL'],
    ['rainbow://app?x=1', 'it is not a valid URL'],
    ['rainbow://app#x', 'it is not a valid URL'],
    ['rainbow://app:8080', 'it is not a valid URL'],
    ['Rainbow://', 'it is not a valid URL'],
    ['rainbow:%2F%2Fapp', 'it is not a valid URL'],
  ])('refuses %j: %s', (base, reason) => {
    expect(() => walletConnectLink(base, WC, 'mobile', LISTED)).toThrow(`This wallet's link was not opened: ${reason}.`);
  });

  // An allowlist, not a list of the schemes known to be dangerous: the operating system's own
  // programs (Windows' troubleshooter or search, an Android intent, an iOS app install) and any app
  // a link can start (a dialer, a game store, a meeting) are refused alike unless the listing names them.
  it.each([
    ['ms-msdt:/id PCWDiagnostic /skip force', 'it contains blanks or control characters'],
    ['ms-msdt:', notListed('ms-msdt')],
    ['MS-MSDT://x', notListed('ms-msdt')],
    ['ms-settings:', notListed('ms-settings')],
    ['ms-officecmd:', notListed('ms-officecmd')],
    ['search-ms:query=wallet&crumb=location:\\\\evil.example\\share', notListed('search-ms')],
    ['intent://scan/#Intent;scheme=zxing;package=com.evil;end', notListed('intent')],
    ['itms-services://?action=download-manifest&url=https://evil.example/app.plist', notListed('itms-services')],
    ['x-apple-helpviewer://', notListed('x-apple-helpviewer')],
    ['shell:startup', notListed('shell')],
    ['view-source:https://wallet.example', notListed('view-source')],
    ['tel:+15550100', notListed('tel')],
    ['sms://', notListed('sms')],
    ['steam://', notListed('steam')],
    ['zoommtg://', notListed('zoommtg')],
    ['ms-cxh-full://', notListed('ms-cxh-full')],
    ['rainbow-evil://', notListed('rainbow-evil')],
  ])('refuses %j, whose scheme the listing does not name: %s', (base, reason) => {
    for (const kind of ['mobile', 'desktop'] as const) expect(() => walletConnectLink(base, WC, kind, LISTED)).toThrow(`This wallet's link was not opened: ${reason}.`);
  });

  it('opens an app scheme only while the listing names it, whatever the scheme', () => {
    expect(walletConnectLink('steam://', WC, 'mobile', new Set(['steam']))).toEqual({ href: `steam://wc?uri=${ENCODED}`, target: '_self' });
    expect(() => walletConnectLink('rainbow://', WC, 'mobile', new Set())).toThrow(`This wallet's link was not opened: ${notListed('rainbow')}.`);
  });

  it('knows the app scheme of a listing link only in an app link\'s strict shape, and never for a web link', () => {
    expect(['rainbow://', 'Rainbow://', 'zerion://app', 'trust:', 'https://wallet.example', 'http://127.0.0.1:5175', 'rainbow://app?x=1', '', null].map(appSchemeOf)).toEqual([
      'rainbow',
      undefined,
      'zerion',
      'trust',
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('opens an app scheme from the mobile and desktop links only: a web app link is https', () => {
    expect(walletConnectLink('rainbow://', WC, 'desktop', LISTED).target).toBe('_self');
    expect(walletConnectLink('https://app.rainbow.me', WC, 'webapp', LISTED).target).toBe('_blank');
    expect(() => walletConnectLink('rainbow://', WC, 'webapp', LISTED)).toThrow("This wallet's link was not opened: a web app link must be https:.");
  });

  it('refuses what is not a string, and a pairing URI that is not one', () => {
    expect(() => safeWalletLinkBase(null, 'mobile', LISTED)).toThrow('it is empty');
    expect(() => walletConnectLink('rainbow:', 'javascript:alert(1)', 'mobile', LISTED)).toThrow('the pairing URI is not a WalletConnect URI');
  });
});
