// OAuth 2 providers (no ID token): against a provider made here on 127.0.0.1 whose token endpoint
// checks the client secret and the PKCE verifier and hands out a bearer access token, and whose
// user-info endpoints answer in GitHub's, Discord's, X's and Facebook's own JSON for that token
// only. Each format's subject, email and verified-email rule; forged, missing and malformed user
// info, each refused with its reason and no session.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PROVIDER_NAMES, SOCIAL_MESSAGES, type SocialCompletion, type SocialProvider, type SocialProviderInput } from '../src/index.js';
import { newDeviceKey } from './authHelpers.js';
import { useServices } from './helpers.js';
import { completionIn, SocialClient } from './socialHelpers.js';

const CLIENT_ID = 'oauth2-client';
const CLIENT_SECRET = 'oauth2-secret';

interface ProviderState {
  challenge: string;
  token: string;
  /** What each user-info path answers for the good token: a status and a body (a string is sent as is). */
  answers: Record<string, { status: number; body: unknown }>;
  tokenAnswer?: { status: number; body: unknown };
}

const state: ProviderState = { challenge: '', token: '', answers: {} };
const userAgents: (string | undefined)[] = [];
let fake: Server;

function startFakeProvider(): Promise<string> {
  fake = createServer((request, response) => {
    const reply = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(typeof body === 'string' ? body : JSON.stringify(body));
    const path = new URL(request.url!, 'http://x').pathname;
    if (request.method === 'GET') {
      userAgents.push(request.headers['user-agent']);
      if (request.headers.authorization !== `Bearer ${state.token}`) return reply(401, { message: 'Bad credentials' });
      const answer = state.answers[path];
      return answer ? reply(answer.status, answer.body) : reply(404, { message: 'Not Found' });
    }
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(text);
      if (form.get('client_id') !== CLIENT_ID || form.get('client_secret') !== CLIENT_SECRET) return reply(401, { error: 'invalid_client' });
      const challenge = createHash('sha256').update(form.get('code_verifier') ?? '').digest('base64url');
      // GitHub's way: a refused code is a 200 naming the error.
      if (challenge !== state.challenge) return reply(200, { error: 'bad_verification_code' });
      if (state.tokenAnswer) return reply(state.tokenAnswer.status, state.tokenAnswer.body);
      state.token = randomBytes(16).toString('hex');
      return reply(200, { access_token: state.token, token_type: 'bearer', scope: 'user:email' });
    });
  });
  return new Promise((resolve) => fake.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(fake.address() as AddressInfo).port}`)));
}

const services = useServices(async () => {
  const base = await startFakeProvider();
  const oauth2 = (format: string, path: string, more: object = {}) =>
    ({
      kind: 'oauth2',
      authorizationEndpoint: `${base}/authorize`,
      tokenEndpoint: `${base}/token`,
      userInfoEndpoint: `${base}${path}`,
      userInfoFormat: format,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      tokenEndpointAuthMethod: 'client_secret_post',
      scopes: ['identify'],
      ...more,
    }) as SocialProviderInput;
  const providers = {
    github: oauth2('github', '/user', { emailsEndpoint: `${base}/user/emails` }),
    discord: oauth2('discord', '/users/@me'),
    x: oauth2('x', '/2/users/me'),
    facebook: oauth2('facebook', '/me'),
  };
  return { auth: { smtpPort: 0, social: { providers } } };
});
afterAll(() => new Promise((resolve) => fake.close(resolve)));
const client = new SocialClient(services);

/** Starts a login, lets the person through (the provider's redirect with a code), completes it. */
async function loginWith(provider: SocialProvider, answers: ProviderState['answers'], tokenAnswer?: ProviderState['tokenAnswer']) {
  const key = await newDeviceKey();
  const start = await client.started(provider, key);
  state.challenge = new URL(start.authorizationUrl).searchParams.get('code_challenge')!;
  state.answers = answers;
  state.tokenAnswer = tokenAnswer;
  state.token = '';
  const page = await client.visit(client.callbackUrl(provider, { state: start.state, code: 'a-code' }));
  const completed = await client.complete(start.state, key, 0, {}, completionIn(page));
  return { start, page, completed };
}

const ok = (body: unknown) => ({ status: 200, body });
const github = (emails: unknown, user: unknown = { id: 583231, login: 'octocat', name: 'The Octocat', avatar_url: 'https://avatars.githubusercontent.com/u/583231' }) => ({
  '/user': ok(user),
  '/user/emails': ok(emails),
});

describe('an OAuth 2 provider', () => {
  it('is asked for a code with PKCE and state, and no nonce (no ID token to carry it)', async () => {
    const start = await client.started('github', await newDeviceKey());
    const params = new URL(start.authorizationUrl).searchParams;
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('state')).toBe(start.state);
    expect(params.has('nonce')).toBe(false);
    expect(params.has('response_mode')).toBe(false);
  });

  it.each<[SocialProvider, ProviderState['answers'], SocialCompletion['identity']]>([
    [
      'github',
      github([
        { email: 'old@example.com', primary: false, verified: true },
        { email: 'Octo@Example.com', primary: true, verified: true },
      ]),
      { provider: 'github', email: 'octo@example.com', name: 'The Octocat', picture: 'https://avatars.githubusercontent.com/u/583231' },
    ],
    [
      'discord',
      { '/users/@me': ok({ id: '80351110224678912', username: 'nelly', global_name: 'Nelly', email: 'nelly@example.com', verified: true, avatar: '8342729096ea3675442027381ff50dfe' }) },
      { provider: 'discord', email: 'nelly@example.com', name: 'Nelly', picture: 'https://cdn.discordapp.com/avatars/80351110224678912/8342729096ea3675442027381ff50dfe.png' },
    ],
    [
      'x',
      { '/2/users/me': ok({ data: { id: '2244994945', name: 'X Dev', username: 'xdevelopers', confirmed_email: 'dev@example.com', profile_image_url: 'https://pbs.twimg.com/profile_images/1/a.jpg' } }) },
      { provider: 'x', email: 'dev@example.com', name: 'X Dev', picture: 'https://pbs.twimg.com/profile_images/1/a.jpg' },
    ],
    [
      'facebook',
      { '/me': ok({ id: '10158', name: 'Fay Book', email: 'fay@example.com', picture: { data: { url: 'https://platform-lookaside.fbsbx.com/p.jpg' } } }) },
      { provider: 'facebook', email: 'fay@example.com', name: 'Fay Book', picture: 'https://platform-lookaside.fbsbx.com/p.jpg' },
    ],
  ])('%s: the code becomes an access token, its user info the identity', async (provider, answers, identity) => {
    userAgents.length = 0;
    const { page, completed } = await loginWith(provider, answers);
    expect(page.status).toBe(200);
    expect(completed.status).toBe(200);
    expect((completed.body as SocialCompletion).identity).toEqual(identity);
    // GitHub's API refuses a request without one.
    expect(userAgents.every((agent) => agent === 'Latch-Services')).toBe(true);
    const [row] = await services().db.query<{ subject: string }>('select subject from auth_identities where provider = $1 order by created_at desc limit 1', [provider]);
    expect(row!.subject).toMatch(/^\d+$/);
  });

  it.each<[string, SocialProvider, ProviderState['answers']]>([
    ['GitHub, whose primary address is not verified', 'github', github([{ email: 'octo@example.com', primary: true, verified: false }, { email: 'other@example.com', primary: false, verified: true }])],
    ['Discord, verified false', 'discord', { '/users/@me': ok({ id: '1', username: 'nelly', email: 'nelly@example.com', verified: false }) }],
    ['Discord, no email', 'discord', { '/users/@me': ok({ id: '1', username: 'nelly', verified: true }) }],
    ['X, no confirmed email', 'x', { '/2/users/me': ok({ data: { id: '1', name: 'X', username: 'x' } }) }],
    ['Facebook, no email', 'facebook', { '/me': ok({ id: '1', name: 'Fay' }) }],
  ])('refuses an address the provider does not vouch for: %s', async (_what, provider, answers) => {
    const before = await client.sessionCount();
    const { page, completed } = await loginWith(provider, answers);
    expect(page.status).toBe(403);
    expect(completed).toMatchObject({ status: 403, body: { message: SOCIAL_MESSAGES.emailUnverified(provider) } });
    expect(await client.sessionCount()).toBe(before);
  });

  it.each<[string, SocialProvider, ProviderState['answers'], Parameters<typeof SOCIAL_MESSAGES.userInfoRefused>[1]]>([
    ['an endpoint that does not take the token', 'discord', { '/users/@me': { status: 401, body: { message: '401: Unauthorized' } } }, 'unauthorized'],
    ['no user info at all (the endpoint is missing)', 'x', {}, 'failed'],
    ['a body that is not JSON', 'facebook', { '/me': ok('<html>maintenance</html>') }, 'malformed'],
    ['user info without a subject', 'discord', { '/users/@me': ok({ username: 'nelly', email: 'nelly@example.com', verified: true }) }, 'malformed'],
    ["another provider's shape (OpenID claims where Facebook's are read)", 'facebook', { '/me': ok({ sub: '1', email: 'a@example.com', email_verified: true }) }, 'malformed'],
    ["GitHub's address list missing", 'github', { '/user': ok({ id: 1, login: 'octocat' }) }, 'failed'],
    ["GitHub's address list of another shape", 'github', github({ email: 'octo@example.com' }), 'malformed'],
  ])('refuses %s, with the reason and no session', async (_what, provider, answers, reason) => {
    const before = await client.sessionCount();
    const { page, completed } = await loginWith(provider, answers);
    const message = SOCIAL_MESSAGES.userInfoRefused(provider, reason);
    expect(page.status).toBe(400);
    expect(page.html).toContain(message.replace(/'/g, '&#39;'));
    // The frame says it in the person's language from its id and values.
    expect(completed).toMatchObject({ status: 401, body: { message, messageId: 'socialUserInfoRefused', values: { provider: PROVIDER_NAMES[provider], reason } } });
    expect(await client.sessionCount()).toBe(before);
  });

  it('reads no user info for a code the provider refuses (a stolen code under another login): no identity, no session', async () => {
    const key = await newDeviceKey();
    const start = await client.started('discord', key);
    state.challenge = 'the challenge of the login the code was stolen from';
    state.answers = { '/users/@me': ok({ id: '1', username: 'mallory', email: 'victim@example.com', verified: true }) };
    userAgents.length = 0;
    // GitHub-style refusal: a 200 naming the error.
    const page = await client.visit(client.callbackUrl('discord', { state: start.state, code: 'stolen-code' }));
    expect(page.status).toBe(400);
    expect(userAgents).toEqual([]);
    expect(await client.complete(start.state, key)).toMatchObject({ status: 401, body: { message: SOCIAL_MESSAGES.exchangeFailed('discord') } });
  });

  it('refuses a token answer without a bearer access token', async () => {
    for (const body of [{ token_type: 'bearer' }, { access_token: 'x', token_type: 'mac' }, { id_token: 'a.b.c', token_type: 'Bearer' }]) {
      const { completed } = await loginWith('x', {}, { status: 200, body });
      expect(completed).toMatchObject({ status: 401, body: { message: SOCIAL_MESSAGES.exchangeFailed('x') } });
    }
  });
});
