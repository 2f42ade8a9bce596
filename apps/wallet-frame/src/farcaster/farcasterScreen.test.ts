// The Farcaster screen in jsdom, over a played flow: the link shows as a QR code and a link, the
// account that approved is named and nothing is confirmed until the person says it is them; "Not
// me" ends that channel and shows a new link; a failure offers Try again; a cancel ends the channel.
import type { FarcasterIdentity } from '@latch/core/api';
import { ACTION_ABORTED } from '../screens/actionScreen.js';
import { ServicesError } from '../services/client.js';
import { servicesWords } from '../services/servicesWords.js';
import { farcasterText, FarcasterScreen, type FarcasterFlow } from './farcasterScreen.js';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const dialog = () => document.getElementById('farcaster')!;
const button = (name: string) => [...dialog().querySelectorAll('button')].find((element) => element.textContent === name && !element.closest('[hidden]') && !element.hidden)!;
const ada: FarcasterIdentity = { fid: 7, username: 'ada', displayName: null, pfpUrl: null, custody: '0x' };

beforeEach(() => {
  document.body.innerHTML = '<main></main>';
});

/** A flow whose channels are numbered and whose approvals the test gives. */
function playedFlow() {
  const calls: string[] = [];
  let channels = 0;
  const approvals: ((identity: FarcasterIdentity) => void)[] = [];
  const flow: FarcasterFlow<{ id: number }, string> = {
    start: async () => {
      channels += 1;
      calls.push(`start:${channels}`);
      return { id: channels, url: `http://127.0.0.1:5175/?channelToken=link${channels}` };
    },
    approval: (channel) => {
      calls.push(`wait:${channel.id}`);
      return new Promise((resolve) => approvals.push(resolve));
    },
    confirm: async (channel) => {
      calls.push(`confirm:${channel.id}`);
      return `session of ${channel.id}`;
    },
    cancel: async (channel) => void calls.push(`cancel:${channel.id}`),
  };
  return { flow, calls, approve: (identity = ada) => approvals.at(-1)!(identity) };
}

describe('the Farcaster screen', () => {
  it('shows the link, names the account that approved, and confirms only when the person continues', async () => {
    const screen = new FarcasterScreen(document, async () => {});
    const { flow, calls, approve } = playedFlow();
    const asked = screen.ask(flow);
    await flush();
    expect(dialog().hidden).toBe(false);
    expect(dialog().querySelector('svg[role="img"]')!.getAttribute('aria-label')).toBe(farcasterText('farcaster.qrLabel'));
    expect(dialog().querySelector('svg path')!.getAttribute('d')).toMatch(/^M\d+,\d+h\d+v1h-\d+z/);
    expect(dialog().querySelector('a')!.getAttribute('href')).toBe('http://127.0.0.1:5175/?channelToken=link1');
    expect(dialog().querySelector('a')!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(dialog().querySelector('[role="status"]')!.textContent).toBe(farcasterText('farcaster.waiting'));
    approve();
    await flush();
    expect(dialog().textContent).toContain('Signed in as @ada');
    expect(calls).toEqual(['start:1', 'wait:1']);
    button('Continue as @ada').click();
    await expect(asked).resolves.toBe('session of 1');
    expect(calls).toEqual(['start:1', 'wait:1', 'confirm:1']);
    expect(dialog().hidden).toBe(true);
  });

  it('"Not me" ends that channel and shows a new link', async () => {
    const screen = new FarcasterScreen(document, async () => {});
    const { flow, calls, approve } = playedFlow();
    const asked = screen.ask(flow);
    await flush();
    approve({ ...ada, username: 'mallory' });
    await flush();
    button(farcasterText('farcaster.notMe')).click();
    await flush();
    expect(calls).toEqual(['start:1', 'wait:1', 'cancel:1', 'start:2', 'wait:2']);
    expect(dialog().querySelector('a')!.getAttribute('href')).toBe('http://127.0.0.1:5175/?channelToken=link2');
    approve();
    await flush();
    button('Continue as @ada').click();
    await expect(asked).resolves.toBe('session of 2');
  });

  it('says a failure and makes a new link on Try again; a cancel ends the channel shown', async () => {
    const screen = new FarcasterScreen(document, async () => {});
    const { flow, calls } = playedFlow();
    flow.approval = async () => Promise.reject(new Error('The Farcaster sign-in took too long: start again from the app'));
    const asked = screen.ask(flow);
    await flush();
    expect(dialog().querySelector('[role="alert"]')!.textContent).toBe('The Farcaster sign-in took too long: start again from the app');
    button(farcasterText('farcaster.tryAgain')).click();
    await flush();
    expect(calls).toEqual(['start:1', 'start:2']);
    flow.approval = () => new Promise(() => {});
    button(farcasterText('farcaster.tryAgain')).click();
    await flush();
    expect(screen.cancel()).toBe(true);
    await expect(asked).rejects.toThrow(ACTION_ABORTED);
    await flush();
    expect(calls.at(-1)).toBe('cancel:3');
    expect(dialog().hidden).toBe(true);
  });

  // Issue 30: a Farcaster approval on a device new to an existing account gives no session; the
  // screen says why in words (the services' id) and what the sign-in waits for, and never hangs.
  it("says what a new device's sign-in waits for, then the services' refusal in words, with Try again", async () => {
    const screen = new FarcasterScreen(document, async () => {});
    const { flow, approve } = playedFlow();
    let refuse: (error: Error) => void = () => {};
    flow.confirm = (_channel, _signal, waiting) => {
      waiting(servicesWords({ message: 'This device is new to your wallet', messageId: 'farcasterApproveDevice' }));
      return new Promise((_resolve, reject) => (refuse = reject));
    };
    const asked = screen.ask(flow);
    await flush();
    approve();
    await flush();
    button('Continue as @ada').click();
    await flush();
    const status = dialog().querySelector('[role="status"]')!;
    expect(status.textContent).toBe('This device is new to your wallet: we emailed you a link to approve it. Approve it there and this sign-in goes on');
    const body = { message: 'Your wallet does not open on a new device by Farcaster alone: open it where you made it', messageId: 'farcasterNewDevice' };
    refuse(new ServicesError(body.message, 409, [], undefined, body, servicesWords(body)));
    await flush();
    expect(dialog().querySelector('[role="alert"]')!.textContent).toBe('Your wallet does not open on a new device by Farcaster alone: open it where you made it');
    expect(button(farcasterText('farcaster.tryAgain'))).toBeDefined();
    screen.cancel();
    await expect(asked).rejects.toThrow(ACTION_ABORTED);
  });

  it('copies the link', async () => {
    const copied: string[] = [];
    const screen = new FarcasterScreen(document, async (text) => void copied.push(text));
    void screen.ask(playedFlow().flow).catch(() => undefined);
    await flush();
    button(farcasterText('farcaster.copy')).click();
    await flush();
    expect(copied).toEqual(['http://127.0.0.1:5175/?channelToken=link1']);
    expect(dialog().querySelector('[role="status"]')!.textContent).toBe(farcasterText('farcaster.copied'));
    screen.cancel();
  });
});
