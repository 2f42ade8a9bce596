import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Interface, MaxUint256 } from 'ethers';
import { fakeNode } from '../../test/fakeNode.js';
import { tokenCalls } from '../../test/tokenContracts.js';
import { localizeDocument } from '../i18n/translate.js';
import { describeTransaction, describeTypedData, type ApprovalSummary } from '../rpc/describe.js';
import type { FilledTransaction } from '../rpc/fill.js';
import type { TypedData } from '../rpc/params.js';
import { describePermit } from '../rpc/permits.js';
import { describeTokenCall } from '../rpc/tokenCall.js';
import { ApprovalView, findApprovalElements } from './view.js';

const TOKEN = `0x${'70'.repeat(20)}`;
const COLLECTION = `0x${'71'.repeat(20)}`;
const SPENDER = '0xA1A1a1a1A1A1A1A1A1a1a1a1a1a1A1A1a1A1a1a1';

const summary: ApprovalSummary = {
  method: 'personal_sign',
  title: 'Sign a message',
  origin: 'http://127.0.0.1:5173',
  dappName: 'Latch demo',
  network: 'Devnet (eip155:31337)',
  details: [['From', '0x1563915e194D8CfBA1943570603F7606A3115508']],
  message: '<img src=x onerror=alert(1)> Hello',
};

/** The page's own markup, so the test checks the dialog as it ships. */
function loadPage() {
  const html = readFileSync(join(__dirname, '..', '..', 'index.html'), 'utf8');
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)![1]!;
  localizeDocument(document);
  return findApprovalElements(document);
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

const FROM = summary.details[0]![1];

/** Allowances as the frame's own decoders describe them: the case, what the screen is given, and the danger it must show. */
function decodedAllowances(): [string, () => Promise<Pick<ApprovalSummary, 'details' | 'warnings' | 'dangers'>>, RegExp][] {
  const node = fakeNode({ answers: tokenCalls({ [TOKEN]: { symbol: 'USDC', decimals: 6 }, [COLLECTION]: { symbol: 'PUNK', decimals: null, erc721: true } }) }).call;
  const calls = new Interface(['function approve(address,uint256)', 'function setApprovalForAll(address,bool)']);
  const sent = async (to: string, data: string) => {
    const filled: FilledTransaction = { chainId: 31337, to, data, value: 0n, nonce: 0, gasLimit: 60_000n, type: 0, gasPrice: 1n };
    return describeTransaction({ to, data }, filled, FROM, 'ETH', await describeTokenCall(to, data, node));
  };
  const permitSingle: TypedData = {
    types: {
      PermitSingle: [{ name: 'details', type: 'PermitDetails' }, { name: 'spender', type: 'address' }, { name: 'sigDeadline', type: 'uint256' }],
      PermitDetails: [{ name: 'token', type: 'address' }, { name: 'amount', type: 'uint160' }, { name: 'expiration', type: 'uint48' }, { name: 'nonce', type: 'uint48' }],
    },
    primaryType: 'PermitSingle',
    domain: { name: 'Permit2', chainId: 31337, verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3' },
    message: { details: { token: TOKEN, amount: (2n ** 160n - 1n).toString(), expiration: 0, nonce: 0 }, spender: SPENDER, sigDeadline: '1893456000' },
  };
  return [
    ['an unlimited ERC-20 approve', () => sent(TOKEN, calls.encodeFunctionData('approve', [SPENDER, MaxUint256])), /^Unlimited approval: /],
    ['an operator over an NFT collection', () => sent(COLLECTION, calls.encodeFunctionData('setApprovalForAll', [SPENDER, true])), /^Operator approval: /],
    ['an unlimited Permit2 allowance', async () => describeTypedData(permitSingle, FROM, await describePermit(permitSingle, node)), /^Unlimited approval: /],
  ];
}

describe('the approval screen', () => {
  it('is a labelled, modal dialog, hidden until asked', () => {
    const elements = loadPage();
    expect(elements.dialog.getAttribute('role')).toBe('dialog');
    expect(elements.dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(elements.dialog.getAttribute('aria-labelledby')!)).toBe(elements.title);
    expect(elements.dialog.hidden).toBe(true);
  });

  it('shows what is asked as text, and resolves true on Approve', async () => {
    const elements = loadPage();
    const view = new ApprovalView(elements, 0);
    const answer = view.ask(summary);
    expect(elements.dialog.hidden).toBe(false);
    expect(elements.title.textContent).toBe('Sign a message');
    expect(elements.origin.textContent).toBe('http://127.0.0.1:5173 (calling itself Latch demo) asks for personal_sign on Devnet (eip155:31337).');
    expect(elements.origin.querySelector('strong')?.textContent).toBe('http://127.0.0.1:5173');
    expect([...elements.details.children].map((child) => `${child.tagName}:${child.textContent}`)).toEqual(['DT:From', 'DD:0x1563915e194D8CfBA1943570603F7606A3115508']);
    expect(elements.message.textContent).toBe(summary.message);
    expect(elements.message.querySelector('img')).toBeNull();
    expect(document.activeElement).toBe(elements.reject);
    await tick();
    elements.approve.click();
    expect(await answer).toBe(true);
    view.working(summary);
    expect(elements.status.textContent).toBe('Signing…');
    expect(elements.approve.disabled && elements.reject.disabled).toBe(true);
    view.done();
    expect(elements.dialog.hidden).toBe(true);
  });

  it('shows the origin first and in bold, and a name that tries to look like one without its disguise', () => {
    const elements = loadPage();
    void new ApprovalView(elements, 0).ask({ ...summary, origin: 'https://evil.example', dappName: 'Uniswap (https://app.uniswap.org)\u202E' });
    const site = elements.origin.firstChild as HTMLElement;
    expect(site.tagName).toBe('STRONG');
    expect(site.textContent).toBe('https://evil.example');
    expect(elements.origin.textContent).toBe('https://evil.example (calling itself Uniswap httpsapp.uniswap.org) asks for personal_sign on Devnet (eip155:31337).');
  });

  it('shows only the origin when the app gave no name, or one with nothing left', () => {
    const elements = loadPage();
    const view = new ApprovalView(elements, 0);
    void view.ask({ ...summary, dappName: undefined });
    expect(elements.origin.textContent).toBe('http://127.0.0.1:5173 asks for personal_sign on Devnet (eip155:31337).');
    view.done();
    void view.ask({ ...summary, dappName: '(\u200B)' });
    expect(elements.origin.textContent).toBe('http://127.0.0.1:5173 asks for personal_sign on Devnet (eip155:31337).');
  });

  it('shows the warnings above the details, and no warning box when there are none', () => {
    const elements = loadPage();
    const view = new ApprovalView(elements, 0);
    void view.ask({ ...summary, warnings: ['Unusually high fee: up to 0.2 ETH'] });
    expect(elements.warnings.hidden).toBe(false);
    expect([...elements.warnings.children].map((child) => child.textContent)).toEqual(['Unusually high fee: up to 0.2 ETH']);
    expect(elements.dialog.getAttribute('aria-describedby')?.split(' ')).toContain(elements.warnings.id);
    view.done();
    void view.ask(summary);
    expect(elements.warnings.hidden).toBe(true);
    expect(elements.warnings.children).toHaveLength(0);
  });

  it('shows the dangers first in the warnings area, each marked as a danger, and the area for dangers alone', () => {
    const elements = loadPage();
    const view = new ApprovalView(elements, 0);
    void view.ask({ ...summary, warnings: ['Unusually high fee: up to 0.2 ETH'], dangers: ['Unlimited approval: 0xA1 can take all your USDC, now and later, until you revoke it'] });
    expect([...elements.warnings.children].map((child) => [child.className, child.textContent])).toEqual([
      ['danger', 'Unlimited approval: 0xA1 can take all your USDC, now and later, until you revoke it'],
      ['', 'Unusually high fee: up to 0.2 ETH'],
    ]);
    expect(elements.warnings.hidden).toBe(false);
    view.done();
    void view.ask({ ...summary, dangers: ['Operator approval: 0xA1 can move every PUNK you hold, now and later, until you revoke it'] });
    expect(elements.warnings.hidden).toBe(false);
    expect(elements.warnings.querySelector('.danger')?.textContent).toMatch(/^Operator approval/);
  });

  it.each(decodedAllowances())('shows %s in words, and what it grants first, as a danger', async (_case, build, danger) => {
    const elements = loadPage();
    const shown = await build();
    void new ApprovalView(elements, 0).ask({ ...summary, ...shown });
    const action = [...elements.details.children].find((child) => child.tagName === 'DT' && child.textContent === 'Action')?.nextElementSibling;
    expect(action?.textContent).toBe(shown.details.find(([label]) => label === 'Action')?.[1]);
    expect(elements.warnings.hidden).toBe(false);
    expect(elements.warnings.firstElementChild?.className).toBe('danger');
    expect(elements.warnings.firstElementChild?.textContent).toMatch(danger);
  });

  it('shows typed data valid on every chain with that warning, which is no danger', () => {
    const elements = loadPage();
    const chainless: TypedData = { types: { Mail: [{ name: 'contents', type: 'string' }] }, primaryType: 'Mail', domain: { name: 'Demo' }, message: { contents: 'hi' } };
    void new ApprovalView(elements, 0).ask({ ...summary, ...describeTypedData(chainless, FROM) });
    expect(elements.warnings.hidden).toBe(false);
    expect([...elements.warnings.children].map((child) => [child.className, child.textContent])).toEqual([['', expect.stringMatching(/^This signature is valid on every chain/)]]);
  });

  it('resolves false on Reject, and on Escape', async () => {
    const elements = loadPage();
    const view = new ApprovalView(elements, 0);
    const rejected = view.ask(summary);
    elements.reject.click();
    expect(await rejected).toBe(false);
    view.done();
    const escaped = view.ask({ ...summary, message: undefined });
    expect(elements.message.hidden).toBe(true);
    elements.dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(await escaped).toBe(false);
  });

  it('takes no Approve in its first moments, so a click meant for the app cannot approve', async () => {
    jest.useFakeTimers();
    try {
      const elements = loadPage();
      const view = new ApprovalView(elements, 500);
      let approved: boolean | undefined;
      void view.ask(summary).then((value) => (approved = value));
      elements.approve.click();
      await Promise.resolve();
      expect(approved).toBeUndefined();
      expect(elements.approve.disabled).toBe(true);
      jest.advanceTimersByTime(500);
      expect(elements.approve.disabled).toBe(false);
      elements.approve.click();
      await Promise.resolve();
      expect(approved).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps Approve disarmed while the browser says the dialog is covered, and after it was answered', async () => {
    jest.useFakeTimers();
    try {
      const elements = loadPage();
      let report: (visible: boolean) => void = () => {};
      const view = new ApprovalView(elements, 500, (_element, onChange) => {
        report = onChange;
        return () => (report = () => {});
      });
      let approved: boolean | undefined;
      void view.ask(summary).then((value) => (approved = value));
      jest.advanceTimersByTime(1000);
      expect(elements.approve.disabled).toBe(true);
      report(true);
      jest.advanceTimersByTime(500);
      expect(elements.approve.disabled).toBe(false);
      report(false);
      elements.approve.click();
      await Promise.resolve();
      expect(approved).toBeUndefined();
      report(true);
      jest.advanceTimersByTime(500);
      elements.approve.click();
      await Promise.resolve();
      expect(approved).toBe(true);
      view.working(summary);
      report(true);
      jest.advanceTimersByTime(500);
      expect(elements.approve.disabled).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('names the message it shows as a region, which a screen reader reads by that name when Tab reaches it', () => {
    const { message } = loadPage();
    // aria-label is not allowed on a <pre> of no role (ARIA 1.2): the scrollable, focusable message is a named region.
    expect(message.getAttribute('role')).toBe('region');
    expect(message.getAttribute('aria-label')).toBe('Message to sign');
    expect(message.tabIndex).toBe(0);
  });

  it('keeps Tab within the dialog', async () => {
    const elements = loadPage();
    const view = new ApprovalView(elements, 0);
    void view.ask(summary);
    await tick();
    elements.approve.focus();
    elements.dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(document.activeElement).toBe(elements.message);
    elements.dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true }));
    expect(document.activeElement).toBe(elements.approve);
  });

  it('opens at the top, where who asks is: focus goes to Reject without scrolling to it', async () => {
    const elements = loadPage();
    const focused = jest.spyOn(elements.reject, 'focus');
    void new ApprovalView(elements, 0).ask(summary);
    expect(focused).toHaveBeenCalledWith({ preventScroll: true });
    expect(document.activeElement).toBe(elements.reject);
  });

  it('puts focus on Reject when the app focuses the frame while a request waits', async () => {
    const elements = loadPage();
    const view = new ApprovalView(elements, 0);
    void view.ask(summary);
    elements.reject.blur();
    expect(document.activeElement).toBe(document.body);
    window.dispatchEvent(new FocusEvent('focus'));
    expect(document.activeElement).toBe(elements.reject);
    view.done();
    elements.reject.blur();
    window.dispatchEvent(new FocusEvent('focus'));
    expect(document.activeElement).not.toBe(elements.reject);
  });

  it('cancel rejects the request on screen, and says whether one was waiting', async () => {
    const elements = loadPage();
    const view = new ApprovalView(elements, 0);
    const answer = view.ask(summary);
    expect(view.cancel()).toBe(true);
    await expect(answer).resolves.toBe(false);
    expect(view.cancel()).toBe(false);
  });

  it('names the element the page lacks', () => {
    document.body.innerHTML = '<main></main>';
    expect(() => findApprovalElements(document)).toThrow('The page has no #approval');
  });
});
