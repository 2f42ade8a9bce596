// Social login against the devnet's real OpenID provider: start, the person at the provider
// (login page, consent), the callback, then complete giving a session; denial, a reused state,
// a replayed code; a provider first makes the user that a later email login reaches (an identity
// that joins an account already made: socialLinkConsent.test.ts).
import { StandInBrowser, type StandInPerson } from '@latch/devnet';
import { AUTH_MESSAGES, PROVIDER_NAMES, SOCIAL_MESSAGES, SOCIAL_SAID, SOCIAL_PROVIDERS, type SocialCompletion, type SocialProvider } from '../src/index.js';
import { newDeviceKey } from './authHelpers.js';
import { fetchJson, urlOf } from './helpers.js';
import { completionIn, handoffOf, useIdentityWorld, type StartAnswer } from './socialHelpers.js';

const { services, client } = useIdentityWorld();
let sequence = 0;
const newPerson = (more: Partial<StandInPerson> = {}): StandInPerson => ({ name: `Person ${(sequence += 1)}`, email: `social${sequence}@example.com`, ...more });

/** The person at the provider, from the start's authorization URL to its answer: the callback URL it redirects the popup to, or Apple's form post there. */
const atProvider = (start: StartAnswer, person: StandInPerson) => new StandInBrowser().answer(start.authorizationUrl, person);
/** The callback URL of a provider that redirects. */
const redirectedTo = async (start: StartAnswer, person: StandInPerson) => (await atProvider(start, person)).url;

const signIn = (provider: SocialProvider, person: StandInPerson) => client.signedIn(provider, person);

// Every test starts within the auth limit per client: this file makes more calls a minute than a person would.
beforeEach(() => services().db.query('delete from rate_limits'));

describe('a social login', () => {
  it('starts with an authorization URL of the provider: code flow, PKCE S256, state, nonce, the callback as redirect URI', async () => {
    const start = await client.started('google', await newDeviceKey());
    const url = new URL(start.authorizationUrl);
    expect(`${url.origin}${url.pathname}`).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/google\/auth$/);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'latch-local-google',
      redirect_uri: `${services().url}/auth/callback/google`,
      scope: 'openid email profile',
      state: start.state,
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge_method: 'S256',
    });
    expect(start.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only a hash of the state is kept, and neither the verifier nor the nonce leave the services.
    const [row] = await services().db.query<Record<string, string>>('select * from auth_social_logins order by created_at desc limit 1');
    expect(Object.values(row!)).not.toContain(start.state);
    expect(start.authorizationUrl).not.toContain(row!.code_verifier);
  });

  it.each(SOCIAL_PROVIDERS)('with %s goes through the provider, the callback page hands a completion to the frame that opened its window, and complete gives the session for it', async (provider) => {
    const person = newPerson();
    const key = await newDeviceKey();
    const start = await client.started(provider, key);
    const answer = await atProvider(start, person);
    // Apple posts its answer (form_post, as it does when the name or email is asked); the others redirect.
    if (provider === 'apple') expect(answer).toEqual({ url: `${services().url}/auth/callback/apple`, form: { code: expect.any(String), state: start.state, iss: expect.any(String) } });
    else expect(answer).toEqual({ url: expect.stringMatching(new RegExp(`^${services().url}/auth/callback/${provider}\\?`)) });
    const page = await client.visit(answer);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`Signed in with ${PROVIDER_NAMES[provider]}`);
    expect(page.html).toContain(SOCIAL_MESSAGES.closeWindow);
    // Handed to the window's opener only, with the frame's origin as the target; one script, allowed by its hash.
    const handoff = handoffOf(page);
    expect(handoff).toEqual({ target: client.frameOrigin, message: { type: '@latch-social/CALLBACK', state: start.state, completion: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) } });
    expect(page.html).toContain('window.opener.postMessage(h.message,h.target)');
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'; script-src 'sha256-[^']+'; style-src 'sha256-[^']+'/);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    // Only a hash of the completion is kept.
    const [row] = await services().db.query<Record<string, string>>('select * from auth_social_logins where completion_hash is not null order by created_at desc limit 1');
    expect(Object.values(row!)).not.toContain(handoff.message.completion);

    const completed = await client.complete(start.state, key, 0, {}, handoff.message.completion);
    expect(completed.status).toBe(200);
    const completion = completed.body as SocialCompletion;
    // Facebook never says it verified an address: its user has none (socialLinkConsent.test.ts).
    expect(completion.user).toEqual({ email: provider === 'facebook' ? null : person.email, userId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(completion.identity).toEqual({ provider, email: person.email, name: person.name, picture: expect.stringMatching(new RegExp(`/${provider}/avatar/\\d+\\.svg$`)) });
    // The session is the email login's kind: bound to the frame key that started the login.
    expect(await client.auth.call('GET', '/auth/v1/session', undefined, { token: completion.token, proof: key })).toMatchObject({ status: 200, body: { user: completion.user } });
    const otherKey = await newDeviceKey();
    expect(await client.auth.call('GET', '/auth/v1/session', undefined, { token: completion.token, proof: otherKey })).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.proofOtherKey } });
  });

  it('complete waits for the callback (long poll, reading the database), answers pending when it does not come in time, and hears a failure at once', async () => {
    const key = await newDeviceKey();
    const start = await client.started('discord', key);
    expect(await client.complete(start.state, key, 0)).toMatchObject({ status: 202, body: { status: 'pending' } });
    const waiting = client.complete(start.state, key, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const page = await client.visit(await atProvider(start, newPerson({ choice: 'deny' })));
    expect(handoffOf(page)).toEqual({ target: client.frameOrigin, message: { type: '@latch-social/CALLBACK', state: start.state, failed: true } });
    expect(await waiting).toMatchObject({ status: 403, body: { message: SOCIAL_MESSAGES.denied('discord') } });
  });

  it('is taken once, and only with the completion its page handed over: another device key, none, or another are refused', async () => {
    const key = await newDeviceKey();
    const start = await client.started('github', key);
    const completion = completionIn(await client.visit(await atProvider(start, newPerson())));
    expect(await client.complete(start.state, key, 0, { proof: await newDeviceKey() }, completion)).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.proofOtherKey } });
    expect((await client.complete(start.state, key, 0, {}, completion)).status).toBe(200);
    expect(await client.complete(start.state, key, 0, {}, completion)).toMatchObject({ status: 410, body: SOCIAL_SAID.completed });

    // Another login's completion, or none, spends the login: the right one comes too late.
    for (const wrong of [undefined, completion]) {
      const next = await client.started('github', key);
      const right = completionIn(await client.visit(await atProvider(next, newPerson())));
      expect(await client.complete(next.state, key, 0, {}, wrong)).toMatchObject({ status: 403, body: { message: SOCIAL_MESSAGES.completionMissing } });
      expect(await client.complete(next.state, key, 0, {}, right)).toMatchObject({ status: 410, body: SOCIAL_SAID.completed });
    }
  });
});

describe('the callback refuses', () => {
  it('a denied consent, and the frame hears it with no session', async () => {
    const key = await newDeviceKey();
    const start = await client.started('x', key);
    const before = await client.sessionCount();
    const page = await client.visit(await atProvider(start, newPerson({ choice: 'deny' })));
    expect(page.status).toBe(403);
    expect(page.html).toContain(SOCIAL_MESSAGES.denied('x'));
    // The frame that opened the window hears that it failed; the reason it reads with its complete.
    expect(handoffOf(page).message).toEqual({ type: '@latch-social/CALLBACK', state: start.state, failed: true });
    // The frame reads why in the person's language: the words' id and the provider's name.
    expect(await client.complete(start.state, key)).toMatchObject({ status: 403, body: { message: SOCIAL_MESSAGES.denied('x'), messageId: 'socialDenied', values: { provider: 'X' } } });
    expect(await client.sessionCount()).toBe(before);
  });

  it('an email the provider has not verified', async () => {
    const key = await newDeviceKey();
    const start = await client.started('facebook', key);
    const page = await client.visit(await atProvider(start, newPerson({ unverified: true })));
    expect(page).toMatchObject({ status: 403, html: expect.stringContaining(SOCIAL_MESSAGES.emailUnverified('facebook')) });
    expect(await client.complete(start.state, key)).toMatchObject({
      status: 403,
      body: { message: SOCIAL_MESSAGES.emailUnverified('facebook'), messageId: 'socialEmailUnverified', values: { provider: 'Facebook' } },
    });
  });

  it('a state it never made, and one that is not a state at all', async () => {
    const unknown = await client.visit(client.callbackUrl('google', { state: 'A'.repeat(43), code: 'some-code' }));
    expect(unknown).toMatchObject({ status: 400, html: expect.stringContaining(SOCIAL_MESSAGES.stateInvalid) });
    const malformed = await client.visit(client.callbackUrl('google', { state: '<script>', code: 'some-code' }));
    expect(malformed).toMatchObject({ status: 400, html: expect.stringContaining(SOCIAL_MESSAGES.stateInvalid) });
    expect(malformed.html).not.toContain('<script>');
    expect((await client.visit(client.callbackUrl('myspace', { state: 'A'.repeat(43), code: 'c' }))).status).toBe(400);
  });

  it("a reused state: Apple's replayed form post is refused and the first outcome stands", async () => {
    const key = await newDeviceKey();
    const person = newPerson();
    const start = await client.started('apple', key);
    const posted = await atProvider(start, person);
    const page = await client.visit(posted);
    expect(page.status).toBe(200);
    const replay = await client.visit(posted);
    expect(replay).toMatchObject({ status: 409, html: expect.stringContaining(SOCIAL_MESSAGES.stateUsed) });
    // A replayed page hands nothing over: only the first outcome's completion exists.
    expect(completionIn(replay)).toBeUndefined();
    expect(await client.complete(start.state, key, 0, {}, completionIn(page))).toMatchObject({ status: 200, body: { user: { email: person.email } } });
  });

  it('a replayed code under a new state: the provider refuses it, and the new login fails with no session', async () => {
    const first = await client.started('google', await newDeviceKey());
    const code = new URL(await redirectedTo(first, newPerson())).searchParams.get('code')!;
    const key = await newDeviceKey();
    const second = await client.started('google', key);
    const before = await client.sessionCount();
    const page = await client.visit(client.callbackUrl('google', { state: second.state, code }));
    expect(page).toMatchObject({ status: 400, html: expect.stringContaining(SOCIAL_MESSAGES.exchangeFailed('google')) });
    expect(await client.complete(second.state, key)).toMatchObject({ status: 401, body: { message: SOCIAL_MESSAGES.exchangeFailed('google') } });
    expect(await client.sessionCount()).toBe(before);
  });

  it("a provider's answer that names another issuer, or comes back on another provider's callback", async () => {
    const key = await newDeviceKey();
    const start = await client.started('google', key);
    const callback = new URL(await redirectedTo(start, newPerson()));
    callback.searchParams.set('iss', 'http://127.0.0.1:1/evil');
    expect(await client.visit(callback.href)).toMatchObject({ status: 400, html: expect.stringContaining(SOCIAL_MESSAGES.otherIssuer('google')) });
    expect((await client.complete(start.state, key)).status).toBe(400);

    const other = await client.started('google', key);
    const elsewhere = new URL(await redirectedTo(other, newPerson()));
    elsewhere.pathname = '/auth/callback/github';
    expect(await client.visit(elsewhere.href)).toMatchObject({ status: 400, html: expect.stringContaining(SOCIAL_MESSAGES.stateOtherProvider) });
  });

  it('a login past its 10 minutes', async () => {
    const key = await newDeviceKey();
    const start = await client.started('discord', key);
    const callbackUrl = await redirectedTo(start, newPerson());
    await services().db.query('update auth_social_logins set expires_at = $1 where callback_at is null and provider = $2', [Date.now() - 1, 'discord']);
    expect(await client.visit(callbackUrl)).toMatchObject({ status: 410, html: expect.stringContaining(SOCIAL_MESSAGES.expired) });
    expect(await client.complete(start.state, key)).toMatchObject({ status: 410, body: { message: SOCIAL_MESSAGES.expired } });
  });
});

describe('one verified email, one user', () => {
  it('a provider first makes the user that a later email login reaches', async () => {
    const email = `first${Date.now()}@example.com`;
    const { completion } = await signIn('discord', { name: 'First', email });
    expect((await client.auth.login(email, 'phone-1')).user).toEqual(completion.user);
    // The same identity again: the same user, no second tie.
    expect((await signIn('discord', { name: 'First', email })).completion.user).toEqual(completion.user);
    expect(await services().db.query('select 1 from auth_identities where user_id = $1', [completion.user.userId])).toHaveLength(1);
  });
});

describe('start and complete', () => {
  it("answer only the wallet frame: the dApp's origin, or a call with none, is refused", async () => {
    const key = await newDeviceKey();
    const fromDemo = { origin: 'http://localhost:5173' };
    expect(await client.start('google', key, fromDemo)).toMatchObject({ status: 403, body: { message: SOCIAL_MESSAGES.frameOnly } });
    expect(await client.complete('A'.repeat(43), key, 0, fromDemo)).toMatchObject({ status: 403, body: { message: SOCIAL_MESSAGES.frameOnly } });
    for (const [path, body] of [
      ['/auth/v1/social/start', { provider: 'google', deviceId: 'frame-1' }],
      ['/auth/v1/social/complete', { state: 'A'.repeat(43), waitMs: 0 }],
    ] as const) {
      const dpop = await client.auth.proofFor(key, 'POST', path);
      const answer = await fetchJson(urlOf(services().url, path), { method: 'POST', headers: { 'content-type': 'application/json', dpop }, body: JSON.stringify(body) });
      expect(answer).toMatchObject({ status: 403, body: { message: SOCIAL_MESSAGES.frameOnly } });
    }
  });

  it('want a proof of the device key', async () => {
    const key = await newDeviceKey();
    expect(await client.start('google', key, { proof: false })).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.proofMissing } });
    const start = await client.started('google', key);
    expect(await client.complete(start.state, key, 0, { proof: false })).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.proofMissing } });
  });

  it('check their inputs: a provider of SPEC 5, a state as start made it', async () => {
    const key = await newDeviceKey();
    expect(await client.start('myspace', key)).toMatchObject({ status: 400, body: { message: expect.stringContaining('provider') } });
    expect(await client.complete('short', key)).toMatchObject({ status: 400, body: { message: expect.stringContaining('state') } });
    expect(await client.complete('A'.repeat(43), key)).toMatchObject({ status: 404, body: SOCIAL_SAID.unknownLogin });
  });
});
