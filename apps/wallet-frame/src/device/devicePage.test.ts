import { DevicePage, type DeviceElements } from './devicePage.js';
import { ServicesClient } from '../services/client.js';

const TOKEN = 'A'.repeat(43);
const WALLET = `0x${'ab'.repeat(20)}`;
const SMART_ACCOUNT = `0x${'cd'.repeat(20)}`;
const DEVICE = { device: 'Chrome on Linux, from the address 203.0.113.7', deviceMessageId: 'deviceOnSystem', deviceValues: { browser: 'Chrome', system: 'Linux', address: '203.0.113.7' } };

/** The page over services that answer each route as `answers` says, recording what it asked. */
function pageWith(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const route = `${init.method} ${new URL(String(input)).pathname}`;
    asked.push(route);
    return { ok: true, status: 200, headers: new Headers(), json: async () => answers[route] } as Response;
  };
  const client = new ServicesClient({ baseUrl: 'http://127.0.0.1:8787', projectId: 'latch-demo', fetch });
  const elements: DeviceElements = {
    title: document.createElement('h1'),
    intro: document.createElement('p'),
    details: document.createElement('dl'),
    status: document.createElement('p'),
    error: document.createElement('p'),
    approve: document.createElement('button'),
    refuse: document.createElement('button'),
  };
  return { page: new DevicePage(elements, client), elements, asked };
}

const release = (madeWallet: string | null) => ({
  'POST /auth/v1/key-release': { ...DEVICE, askedAt: '2026-12-02T12:00:00.000Z', releaseAt: '2026-12-02T12:10:00.000Z', stopped: false, madeWallet, smartAccounts: madeWallet ? [SMART_ACCOUNT] : [] },
  'POST /auth/v1/key-release/stop': { stopped: true },
});

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the device page's stop link", () => {
  it('of a device that made the wallet names that wallet and its Smart Account (what a dApp shows), and says its stop sets it aside', async () => {
    const { page, elements, asked } = pageWith(release(WALLET));
    await page.show({ action: 'stop', token: TOKEN });
    expect(elements.error.textContent).toBe('');
    expect(elements.title.textContent).toBe('A wallet was made on a new device');
    expect(elements.details.textContent).toContain(`Wallet${WALLET}Smart Account${SMART_ACCOUNT}`);
    expect(elements.details.textContent).not.toContain('Gets the keys at');
    expect([elements.approve.hidden, elements.refuse.hidden, elements.refuse.textContent]).toEqual([true, false, 'Stop this device and set its wallet aside']);

    elements.refuse.click();
    await settled();
    expect(asked).toEqual(['POST /auth/v1/key-release', 'POST /auth/v1/key-release/stop']);
    expect(elements.status.textContent).toBe('Stopped. That device is signed out and its wallet set aside: your next sign-in makes you a new one.');
    expect(elements.refuse.hidden).toBe(true);
  });

  it('of a device waiting for the keys says when it gets them, and that its stop keeps them from it', async () => {
    const { page, elements } = pageWith(release(null));
    await page.show({ action: 'stop', token: TOKEN });
    expect(elements.title.textContent).toBe('A new device is getting your wallet');
    expect(elements.details.textContent).toContain('Gets the keys at');
    elements.refuse.click();
    await settled();
    expect(elements.status.textContent).toBe('Stopped. That device never gets your wallet, and it is signed out.');
  });
});

describe("the device page's undo link", () => {
  const moved = (wallet: string | null, undone = false) => ({
    'POST /auth/v1/email-move': { ...DEVICE, email: 'ada@example.org', wallet, smartAccounts: wallet ? [SMART_ACCOUNT] : [], movedAt: '2026-12-02T12:00:00.000Z', undone },
    'POST /auth/v1/email-move/undo': { undone: true },
  });

  it('names the device, the email and the wallet moved to it with its Smart Account, and takes the email off that wallet', async () => {
    const { page, elements, asked } = pageWith(moved(WALLET));
    await page.show({ action: 'undo', token: TOKEN });
    expect(elements.error.textContent).toBe('');
    expect(elements.title.textContent).toBe('A wallet moved to your email');
    expect(elements.details.textContent).toContain('ada@example.org');
    expect(elements.details.textContent).toContain(`Wallet${WALLET}Smart Account${SMART_ACCOUNT}`);
    expect(elements.details.textContent).toContain('Moved at');
    expect([elements.approve.hidden, elements.refuse.hidden, elements.refuse.textContent]).toEqual([true, false, 'Take my email off this wallet']);

    elements.refuse.click();
    await settled();
    expect(asked).toEqual(['POST /auth/v1/email-move', 'POST /auth/v1/email-move/undo']);
    expect(elements.status.textContent).toBe('Done. Your email is off that wallet and everyone on it is signed out: your next sign-in makes you a new one.');
    expect(elements.refuse.hidden).toBe(true);
  });

  it('of a move undone already offers nothing, and names no wallet the account no longer has', async () => {
    const { page, elements, asked } = pageWith(moved(null, true));
    await page.show({ action: 'undo', token: TOKEN });
    expect(elements.details.textContent).not.toContain('Wallet');
    expect(elements.details.textContent).not.toContain('Smart Account');
    expect(elements.refuse.hidden).toBe(true);
    expect(elements.status.textContent).toContain('Done.');
    expect(asked).toEqual(['POST /auth/v1/email-move']);
  });
});
