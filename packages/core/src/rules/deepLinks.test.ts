import { safeWalletLinkBase, walletConnectLink } from './deepLinks.js';

const WC = `wc:${'ab'.repeat(32)}@2?relay-protocol=irn&symKey=${'cd'.repeat(32)}`;
const ENCODED = encodeURIComponent(WC);

describe('wallet links (deep links)', () => {
  it.each([
    ['rainbow:', `rainbow://wc?uri=${ENCODED}`],
    ['rainbow://', `rainbow://wc?uri=${ENCODED}`],
    ['trust', `trust://wc?uri=${ENCODED}`],
    ['zerion://app', `zerion://app/wc?uri=${ENCODED}`],
    ['argent://app/connect/', `argent://app/connect/wc?uri=${ENCODED}`],
    ['mathwallet://mathwallet.org', `mathwallet://mathwallet.org/wc?uri=${ENCODED}`],
  ])('opens the app scheme %s in this tab', (base, href) => {
    expect(walletConnectLink(base, WC)).toEqual({ href, target: '_self' });
  });

  it.each([
    ['https://metamask.app.link', `https://metamask.app.link/wc?uri=${ENCODED}`],
    ['https://link.trustwallet.com/', `https://link.trustwallet.com/wc?uri=${ENCODED}`],
    ['http://127.0.0.1:5175', `http://127.0.0.1:5175/wc?uri=${ENCODED}`],
  ])('opens the web link %s in a new tab', (base, href) => {
    expect(walletConnectLink(base, WC)).toEqual({ href, target: '_blank' });
  });

  it('keeps the pairing URI intact inside the link', () => {
    const { href } = walletConnectLink('https://wallet.example', WC);
    expect(new URL(href).searchParams.get('uri')).toBe(WC);
  });

  it.each([
    ['javascript:alert(1)', 'javascript: links are never opened'],
    ['JavaScript:alert(document.cookie)', 'javascript: links are never opened'],
    ['  javascript:alert(1)', 'javascript: links are never opened'],
    ['data:text/html,<script>alert(1)</script>', 'data: links are never opened'],
    ['vbscript:msgbox(1)', 'vbscript: links are never opened'],
    ['file:///etc/passwd', 'file: links are never opened'],
    ['java\tscript:alert(1)', 'it contains blanks or control characters'],
    ['java\u0000script:alert(1)', 'it contains blanks or control characters'],
    ['http://wallet.example', 'only https: web links are opened'],
    ['://nothing', 'it is not a valid URL'],
    ['ht tp://x', 'it contains blanks or control characters'],
    ['1wallet://', 'it is not a valid URL'],
    ['wallet://user:secret@host', 'it is not a valid URL'],
    ['', 'it is empty'],
    ['https://user:secret@wallet.example', 'it is not a valid URL'],
    ['https://wallet.example/?next=elsewhere', 'it is not a valid URL'],
    ['rainbow://app?x=1', 'it is not a valid URL'],
    ['rainbow://app#x', 'it is not a valid URL'],
    ['rainbow://app:8080', 'it is not a valid URL'],
    ['Rainbow://', 'it is not a valid URL'],
    ['rainbow:%2F%2Fapp', 'it is not a valid URL'],
  ])('refuses %j: %s', (base, reason) => {
    expect(() => walletConnectLink(base, WC)).toThrow(`This wallet's link was not opened: ${reason}.`);
  });

  // Schemes of the operating system's own programs have an app scheme's shape: a listing that gives
  // one must not reach Windows' troubleshooter or search, an Android intent or an iOS app install.
  it.each([
    ['ms-msdt:/id PCWDiagnostic /skip force', 'it contains blanks or control characters'],
    ['ms-msdt:', 'ms-msdt: links are never opened'],
    ['MS-MSDT://x', 'ms-msdt: links are never opened'],
    ['ms-settings:', 'ms-settings: links are never opened'],
    ['ms-officecmd:', 'ms-officecmd: links are never opened'],
    ['search-ms:query=wallet&crumb=location:\\\\evil.example\\share', 'search-ms: links are never opened'],
    ['search:query=x', 'search: links are never opened'],
    ['intent://scan/#Intent;scheme=zxing;package=com.evil;end', 'intent: links are never opened'],
    ['itms-services://?action=download-manifest&url=https://evil.example/app.plist', 'itms-services: links are never opened'],
    ['itms-apps://', 'itms-apps: links are never opened'],
    ['x-apple-helpviewer://', 'x-apple-helpviewer: links are never opened'],
    ['shell:startup', 'shell: links are never opened'],
    ['chrome-extension://abc', 'chrome-extension: links are never opened'],
    ['view-source:https://wallet.example', 'view-source: links are never opened'],
  ])('refuses the system scheme of %j: %s', (base, reason) => {
    for (const kind of ['mobile', 'desktop'] as const) expect(() => walletConnectLink(base, WC, kind)).toThrow(`This wallet's link was not opened: ${reason}.`);
  });

  it('opens an app scheme from the mobile and desktop links only: a web app link is https', () => {
    expect(walletConnectLink('rainbow://', WC, 'desktop').target).toBe('_self');
    expect(walletConnectLink('https://app.rainbow.me', WC, 'webapp').target).toBe('_blank');
    expect(() => walletConnectLink('rainbow://', WC, 'webapp')).toThrow("This wallet's link was not opened: a web app link must be https:.");
  });

  it('refuses what is not a string, and a pairing URI that is not one', () => {
    expect(() => safeWalletLinkBase(null)).toThrow('it is empty');
    expect(() => walletConnectLink('rainbow:', 'javascript:alert(1)')).toThrow('the pairing URI is not a WalletConnect URI');
  });
});
