// Issue 30, point 1 (a): a social login that some other program started never ends in a session
// for it. A Node client with a device key of its own and a forged frame Origin starts a GitHub
// login; the person, whose wallet already holds a backup, completes it at the provider in their own
// browser (the stand-in follows the authorization URL and loads the callback page, which the client
// never sees); the client's complete gets no session, so no backup and no wrap key.
import { StandInBrowser } from '@latch/devnet';
import { SOCIAL_MESSAGES, type SocialCompletion } from '../src/index.js';
import { newDeviceKey } from './authHelpers.js';
import { useIdentityWorld } from './socialHelpers.js';

const { client } = useIdentityWorld();

it("a login started by another program's key ends in nothing for it, even once the person approved it at the provider", async () => {
  const person = { name: 'Victim', email: `victim.${Date.now()}@example.com` };
  // The person's own wallet: a GitHub login in their frame, which stores the account's backup.
  const { completion } = await client.signedIn('github', person);
  const ciphertext = Buffer.from('the sealed keys').toString('base64');
  const stored = await client.auth.call('PUT', '/auth/v1/key-backup', { ciphertext, address: `0x${'ab'.repeat(20)}` }, { token: completion.token, origin: client.frameOrigin });
  expect(stored.status).toBe(200);

  const attacker = await newDeviceKey();
  const start = await client.started('github', attacker);
  const sessionsBefore = await client.sessionCount();
  // The person approves at the provider in their browser; the callback page is theirs alone.
  const page = await client.visit(await new StandInBrowser().answer(start.authorizationUrl, person));
  expect(page.status).toBe(200);

  const completed = await client.complete(start.state, attacker, 0);
  expect(completed.status).toBe(403);
  expect(completed.body).toEqual({ message: SOCIAL_MESSAGES.completionMissing });
  expect(await client.sessionCount()).toBe(sessionsBefore);
  // The login is spent: a second try, even with a guessed completion, gets nothing either.
  const guessed = await client.complete(start.state, attacker, 0, {}, 'A'.repeat(43));
  expect(guessed.status).toBe(410);
  expect((guessed.body as Partial<SocialCompletion>).token).toBeUndefined();
  expect(await client.sessionCount()).toBe(sessionsBefore);
});
