// The frame's side of a social login with the services' answers played by a fetch that holds each
// call until the test answers it (the real services and provider: test/social.integration.test.ts).
import { SOCIAL_NOT_STARTED, SOCIAL_REPLACED, SOCIAL_TIMED_OUT } from '../messages.js';
import { ServicesApi } from '../services/api.js';
import { BAD_ANSWER, ServicesClient } from '../services/client.js';
import { SOCIAL_WAIT_MS, SocialAuth } from './socialAuth.js';

const STATE = 'S'.repeat(43);
const OTHER_STATE = 'T'.repeat(43);
const pageOf = (state: string) => `http://127.0.0.1:3900/google/auth?client_id=latch-local-google&state=${state}`;
const started = (state: string) => ({ status: 200, body: { authorizationUrl: pageOf(state), state, expiresAt: '2030-01-01T00:10:00.000Z' } });
const completion = {
  token: 'header.payload.signature',
  expiresAt: '2030-01-02T00:00:00.000Z',
  user: { email: 'ada@example.com', userId: 'u-1' },
  identity: { provider: 'google', email: 'ada@example.com', name: 'Ada Lovelace', picture: null },
};

interface HeldCall {
  path: string;
  body: unknown;
  aborted: () => boolean;
  answer(status: number, body: unknown): void;
}

/** A fetch whose calls wait in `calls` until answered; an aborted call rejects as the browser's does. */
function heldFetch() {
  const calls: HeldCall[] = [];
  const fetch = jest.fn(
    (input: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise<Response>((resolve, reject) => {
        const signal = init.signal!;
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        calls.push({
          path: new URL(String(input)).pathname,
          body: JSON.parse(String(init.body)),
          aborted: () => signal.aborted,
          answer: (status, body) => resolve({ ok: status < 300, status, text: async () => JSON.stringify(body) } as Response),
        });
      }),
  );
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function setup() {
  const held = heldFetch();
  const api = new ServicesApi(new ServicesClient({ baseUrl: 'http://127.0.0.1:8787', projectId: 'latch-demo', fetch: held.fetch }));
  return { ...held, social: new SocialAuth({ api, deviceId: () => 'device-1' }) };
}

/** Lets the client's awaits run until the next call is held. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function start(social: SocialAuth, calls: HeldCall[], state = STATE): Promise<string> {
  const uri = social.start('google');
  await settle();
  calls.at(-1)!.answer(started(state).status, started(state).body);
  return uri;
}

describe('a social login in the frame', () => {
  it("answers the provider's page, then waits the services' long poll for the outcome and gives the session", async () => {
    const { social, calls } = setup();
    const uri = await start(social, calls);
    expect(uri).toBe(pageOf(STATE));
    expect(calls[0]).toMatchObject({ path: '/auth/v1/social/start', body: { provider: 'google', deviceId: 'device-1' } });
    const done = social.complete(uri);
    await settle();
    expect(calls[1]).toMatchObject({ path: '/auth/v1/social/complete', body: { state: STATE, waitMs: SOCIAL_WAIT_MS } });
    calls[1]!.answer(200, completion);
    expect(await done).toEqual(completion);
    // Taken once.
    await expect(social.complete(uri)).rejects.toThrow(SOCIAL_NOT_STARTED);
  });

  it('refuses a page it did not make, and a second wait for the same login', async () => {
    const { social, calls } = setup();
    await expect(social.complete(pageOf(STATE))).rejects.toThrow(SOCIAL_NOT_STARTED);
    const uri = await start(social, calls);
    await expect(social.complete(pageOf(OTHER_STATE))).rejects.toThrow(SOCIAL_NOT_STARTED);
    const first = social.complete(uri);
    await expect(social.complete(uri)).rejects.toThrow(SOCIAL_NOT_STARTED);
    await settle();
    calls[1]!.answer(200, completion);
    await expect(first).resolves.toEqual(completion);
  });

  it('says the login did not finish in time when the services answer pending, and forgets it', async () => {
    const { social, calls } = setup();
    const uri = await start(social, calls);
    const done = social.complete(uri);
    await settle();
    calls[1]!.answer(202, { status: 'pending' });
    await expect(done).rejects.toThrow(SOCIAL_TIMED_OUT);
    await expect(social.complete(uri)).rejects.toThrow(SOCIAL_NOT_STARTED);
  });

  it("passes on the services' reason: a denied consent, a refused ID token", async () => {
    const { social, calls } = setup();
    const denied = social.complete(await start(social, calls));
    await settle();
    calls[1]!.answer(403, { message: 'The sign-in with Google was cancelled' });
    await expect(denied).rejects.toThrow('The sign-in with Google was cancelled');
    const forged = social.complete(await start(social, calls, OTHER_STATE));
    await settle();
    calls[3]!.answer(401, { message: "Google's ID token was refused: its signature is not the provider's" });
    await expect(forged).rejects.toThrow("Google's ID token was refused: its signature is not the provider's");
  });

  it("ends a waiting login when a newer one starts, the old long poll aborted, and completes the new one", async () => {
    const { social, calls } = setup();
    const old = social.complete(await start(social, calls));
    await settle();
    const uri = await start(social, calls, OTHER_STATE);
    await expect(old).rejects.toThrow(SOCIAL_REPLACED);
    expect(calls[1]!.aborted()).toBe(true);
    const done = social.complete(uri);
    await settle();
    expect(calls[3]!.body).toEqual({ state: OTHER_STATE, waitMs: SOCIAL_WAIT_MS });
    calls[3]!.answer(200, completion);
    await expect(done).resolves.toEqual(completion);
  });

  it('keeps the waiting login when a newer start fails', async () => {
    const { social, calls } = setup();
    const waiting = social.complete(await start(social, calls));
    await settle();
    const failed = social.start('github');
    await settle();
    calls[2]!.answer(400, { message: 'Sign-in with GitHub is not configured' });
    await expect(failed).rejects.toThrow('Sign-in with GitHub is not configured');
    calls[1]!.answer(200, completion);
    await expect(waiting).resolves.toEqual(completion);
  });

  it('never answers a page that is not http(s), nor a completion of another shape', async () => {
    const { social, calls } = setup();
    const script = social.start('google');
    await settle();
    calls[0]!.answer(200, { ...started(STATE).body, authorizationUrl: 'javascript:alert(1)' });
    await expect(script).rejects.toThrow(BAD_ANSWER);
    const done = social.complete(await start(social, calls));
    await settle();
    calls[2]!.answer(200, { ...completion, identity: { ...completion.identity, provider: 'myspace' } });
    await expect(done).rejects.toThrow(BAD_ANSWER);
  });
});
