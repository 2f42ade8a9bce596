// Apple's answer by form post (response_mode=form_post), against the devnet's real OpenID provider
// standing in for Apple: the cross-site POST of code and state to the callback goes through the
// same single-use state checks as a redirect. A bad state, an answer in the other mode (a GET for
// Apple, a POST for Google), a body that is no form, and a flood are refused, and none of them
// spends the person's own login.
import { StandInBrowser, type ProviderAnswer } from '@latch/devnet';
import { SOCIAL_MESSAGES, type SocialCompletion } from '../src/index.js';
import { SOCIAL_CALLBACK_LIMITS } from '../src/auth/social/socialRoutes.js';
import { newDeviceKey } from './authHelpers.js';
import { completionIn, useIdentityWorld } from './socialHelpers.js';

const { services, client } = useIdentityWorld();
let sequence = 0;
const person = () => ({ name: `Poster ${(sequence += 1)}`, email: `poster${sequence}@example.com` });

/** A login started for `provider` and the provider's answer for it (not yet delivered). */
async function answered(provider: 'apple' | 'google') {
  const key = await newDeviceKey();
  const start = await client.started(provider, key);
  const who = person();
  const answer = await new StandInBrowser().answer(start.authorizationUrl, who);
  return { key, start, answer, who };
}

const post = (url: string, body: string, contentType = 'application/x-www-form-urlencoded') =>
  fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': contentType, origin: 'null' }, body }).then(async (response) => ({ status: response.status, html: await response.text() }));

beforeEach(() => services().db.query('delete from rate_limits'));

it('asks Apple for a form post, and the posted code and state sign the person in', async () => {
  const { key, start, answer, who } = await answered('apple');
  expect(new URL(start.authorizationUrl).searchParams.get('response_mode')).toBe('form_post');
  expect(answer.form).toMatchObject({ state: start.state, code: expect.any(String) });
  const page = await client.visit(answer);
  expect(page.status).toBe(200);
  const completed = await client.complete(start.state, key, 0, {}, completionIn(page));
  expect(completed.status).toBe(200);
  expect((completed.body as SocialCompletion).identity).toMatchObject({ provider: 'apple', email: who.email, name: who.name });
});

it('refuses a form post with a state it never made, and the real login is untouched', async () => {
  const { key, start, answer } = await answered('apple');
  const forged: ProviderAnswer = { url: answer.url, form: { ...answer.form, state: 'B'.repeat(43) } };
  expect(await client.visit(forged)).toMatchObject({ status: 400, html: expect.stringContaining(SOCIAL_MESSAGES.stateInvalid) });
  const malformed: ProviderAnswer = { url: answer.url, form: { ...answer.form, state: '<script>' } };
  expect((await client.visit(malformed)).status).toBe(400);
  expect(await client.complete(start.state, key)).toMatchObject({ status: 202 });
  const page = await client.visit(answer);
  expect(page.status).toBe(200);
  expect((await client.complete(start.state, key, 0, {}, completionIn(page))).status).toBe(200);
});

it("refuses an answer in the other mode before looking at its state: a GET for Apple, a POST for Google; each login still completes its own way", async () => {
  const apple = await answered('apple');
  const asRedirect = client.callbackUrl('apple', apple.answer.form!);
  expect(await client.visit(asRedirect)).toMatchObject({ status: 400, html: expect.stringContaining(SOCIAL_MESSAGES.otherResponseMode('apple')) });
  expect((await client.visit(apple.answer)).status).toBe(200);

  const google = await answered('google');
  const callback = new URL(google.answer.url);
  const asPost: ProviderAnswer = { url: `${callback.origin}${callback.pathname}`, form: Object.fromEntries(callback.searchParams) };
  expect(await client.visit(asPost)).toMatchObject({ status: 400, html: expect.stringContaining(SOCIAL_MESSAGES.otherResponseMode('google')) });
  const page = await client.visit(google.answer);
  expect(page.status).toBe(200);
  expect((await client.complete(google.start.state, google.key, 0, {}, completionIn(page))).status).toBe(200);
});

it('takes only a form, of a bounded size', async () => {
  const { answer } = await answered('apple');
  expect((await post(answer.url, JSON.stringify(answer.form), 'application/json')).status).toBe(415);
  expect((await post(answer.url, new URLSearchParams({ ...answer.form, user: 'x'.repeat(40 * 1024) }).toString())).status).toBe(413);
  expect((await client.visit(answer)).status).toBe(200);
});

it('limits form posts per client: the one past the limit gets 429', async () => {
  const url = `${services().url}/auth/callback/apple`;
  const statuses: number[] = [];
  for (let i = 0; i <= SOCIAL_CALLBACK_LIMITS.perClient.max; i += 1) statuses.push((await post(url, new URLSearchParams({ state: 'C'.repeat(43), code: 'c' }).toString())).status);
  expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
});
