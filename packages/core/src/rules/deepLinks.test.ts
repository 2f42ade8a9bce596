import { safeWalletLinkBase, walletConnectLink } from './deepLinks.js';

const WC = `wc:${'ab'.repeat(32)}@2?relay-protocol=irn&symKey=${'cd'.repeat(32)}`;
const ENCODED = encodeURIComponent(WC);

describe('wallet links (deep links)', () => {
  it.each([
    ['rainbow:', `rainbow://wc?uri=${ENCODED}`],
    ['rainbow://', `rainbow://wc?uri=${ENCODED}`],
    ['trust', `trust://wc?uri=${ENCODED}`],
    ['zerion://app', `zerion://app/wc?uri=${ENCODED}`],
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
  ])('refuses %j: %s', (base, reason) => {
    expect(() => walletConnectLink(base, WC)).toThrow(`This wallet's link was not opened: ${reason}.`);
  });

  it('refuses what is not a string, and a pairing URI that is not one', () => {
    expect(() => safeWalletLinkBase(null)).toThrow('it is empty');
    expect(() => walletConnectLink('rainbow:', 'javascript:alert(1)')).toThrow('the pairing URI is not a WalletConnect URI');
  });
});
