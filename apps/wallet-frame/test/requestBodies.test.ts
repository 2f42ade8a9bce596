/**
 * @jest-environment node
 */
// The bodies the frame builds for the services' auth routes, held to the zod schemas the services
// validate them with (the routes' OpenAPI descriptions, `routeDocs`): each call goes to a fetch that
// parses its body with its route's schema and answers with the route's described example, so the
// frame's flows go on as they would against the services.
import { routeDocs, type RouteDoc } from '@latch/services';
import { safeParse } from 'zod/v4/core';
import { DevicePage, type DeviceElements } from '../src/device/devicePage.js';
import { ServicesApi } from '../src/services/api.js';
import { ServicesClient } from '../src/services/client.js';
import type { EmailAuth } from '../src/session/emailAuth.js';
import { EmailUpdate } from '../src/session/emailUpdate.js';
import { FarcasterAuth } from '../src/session/farcasterAuth.js';

const TOKEN = 'q8Yp2V0m3xJ7cT1bN4eR6uW9zA5kL2hG8dF0sQ3vY1o';
const SESSION = `${TOKEN}.${TOKEN}`;

interface Sent {
  route: string;
  /** Why the services' schema refused the body; undefined when it passed. */
  refused?: string;
}

/** A fetch that checks each body against its route's schema and answers with the route's first 2xx example. */
function describedServices() {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const { pathname } = new URL(String(input));
    const method = (init.method ?? 'GET').toLowerCase();
    const route = `${method} ${pathname}`;
    const doc: RouteDoc | undefined = routeDocs.find((candidate) => candidate.method === method && candidate.path === pathname);
    if (!doc) throw new Error(`no route is described for ${route}`);
    const body: unknown = init.body === undefined ? undefined : JSON.parse(String(init.body));
    const parsed = doc.body ? safeParse(doc.body.schema, body) : undefined;
    sent.push({ route, ...(parsed && !parsed.success ? { refused: JSON.stringify(parsed.error.issues) } : {}), ...(!doc.body && body !== undefined ? { refused: 'the route takes no body' } : {}) });
    const [status, answer] = Object.entries(doc.responses).find(([code]) => Number(code) < 300)!;
    return { ok: true, status: Number(status), headers: new Headers(), json: async () => answer.example } as Response;
  };
  const api = new ServicesApi(new ServicesClient({ baseUrl: 'http://127.0.0.1:8787', projectId: 'latch-demo', fetch }));
  return { api, sent };
}

/** A call whose answer the test does not read: the described example may not be the one this flow expects. */
const settle = (call: Promise<unknown>) => call.catch(() => undefined);

describe("the frame's request bodies pass the services' schemas", () => {
  it('for the email login, the session, the key backup and the social login', async () => {
    const { api, sent } = describedServices();
    await api.emailStart('Ada@Example.com', 'device-1');
    await api.awaitDeviceApproval('ada@example.com', 'device-1');
    await api.verifyOtp('ada@example.com', 'device-1', '123 456');
    await api.refresh(SESSION);
    await api.signOut(SESSION);
    await api.putKeyBackup(SESSION, { ciphertext: 'c2VhbGVk', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', version: 2 });
    await api.socialStart('google', 'device-1');
    await settle(api.socialComplete(TOKEN, TOKEN, undefined, SESSION));
    await settle(api.socialComplete(TOKEN, undefined));
    await api.socialLink(TOKEN, '123456');
    await api.socialLinkResend(TOKEN);
    await api.socialSeparate(TOKEN);
    expect(sent.filter(({ refused }) => refused)).toEqual([]);
    expect(sent).toHaveLength(12);
  });

  it('for the email update', async () => {
    const { api, sent } = describedServices();
    const auth = { current: async () => ({ token: SESSION, user: { email: 'ada@example.com' } }), recheck: async () => undefined } as unknown as EmailAuth;
    const update = new EmailUpdate({ api, auth });
    await update.start(' Ada@Example.org ');
    await update.verifyPrimary('123456');
    await update.resend();
    await update.verifySecondary('654321');
    expect(sent.filter(({ refused }) => refused)).toEqual([]);
    expect(sent.map(({ route }) => route)).toEqual(['start', 'verify-primary', 'resend', 'verify-secondary'].map((step) => `post /auth/v1/email-update/${step}`));
  });

  it('for the Farcaster sign-in', async () => {
    const { api, sent } = describedServices();
    const farcaster = new FarcasterAuth({ api, deviceId: () => 'device-1', waitMs: 0 });
    const channel = { token: TOKEN, url: 'https://farcaster.xyz/~/siwf' };
    await farcaster.start();
    await settle(farcaster.approval(channel, new AbortController().signal));
    await farcaster.confirm(channel);
    await farcaster.cancel(channel);
    expect(sent.filter(({ refused }) => refused)).toEqual([]);
    expect(sent).toHaveLength(4);
  });

  it("for the device page's approval and stop", async () => {
    const { api, sent } = describedServices();
    // The services import Node's modules, so no DOM here: elements with what the page touches.
    const element = () => ({ textContent: '', dataset: {}, hidden: true, disabled: false, onclick: undefined as (() => void) | undefined, replaceChildren: () => {}, ownerDocument: { createElement: () => ({ dataset: {} }) } });
    const elements = { title: element(), intro: element(), details: element(), status: element(), error: element(), approve: element(), refuse: element() };
    const page = new DevicePage(elements as unknown as DeviceElements, api.client);
    await page.show({ action: 'approve', token: TOKEN });
    elements.approve.onclick?.();
    await page.show({ action: 'stop', token: TOKEN });
    elements.refuse.onclick?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent.filter(({ refused }) => refused)).toEqual([]);
    expect(sent.map(({ route }) => route)).toEqual(['post /auth/v1/device-approval', 'post /auth/v1/device-approval/decide', 'post /auth/v1/key-release', 'post /auth/v1/key-release/stop']);
  });
});
