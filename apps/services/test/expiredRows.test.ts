// The auth tables' expired rows (src/auth/expiredRows.ts) go in a sweep that a request with a
// proof asks for, in the background: what is past its keeping goes, nothing else does.
import { CODE_TTL_MS } from '../src/auth/codes.js';
import { AUTH_SAID } from '../src/auth/messages.js';
import { DEVICE_APPROVAL_TTL_MS } from '../src/auth/deviceApprovals.js';
import { SESSION_TTL_S } from '../src/auth/sessions.js';
import { deleteExpiredAuthRows } from '../src/auth/expiredRows.js';
import { useAuthServices } from './authHelpers.js';
import { until } from './until.js';

const DAY_MS = 24 * 3600_000;
const { clock, services, client } = useAuthServices();
const rowsFor = (sql: string) => async (email: string) => (await services().db.query(sql, [email])).length;
const approvals = rowsFor('select 1 from auth_device_approvals where email = $1');
const codes = rowsFor('select 1 from auth_codes where email = $1');
const sessions = rowsFor('select 1 from auth_sessions s join auth_users u on u.id = s.user_id where u.email = $1');
/** A new device's start leaves its approval; a whole login its code and session. */
const started = async (email: string, deviceId: string) => expect((await client.start(email, deviceId)).status).toBe(200);
const loggedIn = async (email: string, deviceId: string) => void (await client.login(email, deviceId));

// A person's next start or login deletes their own; these are of people who never came back.
it.each([
  ['device approval', DEVICE_APPROVAL_TTL_MS, approvals, started],
  ['login code', CODE_TTL_MS, codes, loggedIn],
  ['session', SESSION_TTL_S * 1000, sessions, loggedIn],
] as const)('drops a %s a day past its expiry at a later request, and keeps one that is not', async (what, ttlMs, rowsOf, leave) => {
  const tag = what.replace(' ', '-');
  const [gone, kept] = [`gone-${tag}@example.com`, `kept-${tag}@example.com`];
  await leave(gone, 'd-gone');
  clock.advance(ttlMs + DAY_MS - 60_000);
  await leave(kept, 'd-kept');
  // The first is now a second past its day of keeping, and the last sweep over a minute ago.
  clock.advance(60_000 + 1_000);
  expect(await rowsOf(gone)).toBe(1);
  expect((await client.start(`third-${tag}@example.com`, 'd-third')).status).toBe(200);
  await until(`the ${what} swept`, async () => (await rowsOf(gone)) === 0);
  expect(await rowsOf(kept)).toBe(1);
});

// The attacker: a Node client with its own device key that kept a signed-out session's token. Once
// the row that said "revoked" is swept, the token must still open nothing.
it('refuses a revoked session token replayed after its row is swept', async () => {
  const { token } = await client.login('replay@example.com', 'd-replay');
  expect((await client.call('POST', '/auth/v1/sign-out', undefined, { token })).status).toBe(200);
  clock.advance(SESSION_TTL_S * 1000 + DAY_MS + 61_000);
  expect((await client.start('sweeper@example.com', 'd-sweeper')).status).toBe(200);
  await until('the session swept', async () => (await sessions('replay@example.com')) === 0);
  expect(await client.session(token)).toMatchObject({ status: 401, body: AUTH_SAID.tokenExpired });
  expect((await client.call('POST', '/auth/v1/session/refresh', undefined, { token })).status).toBe(401);
  expect((await client.call('POST', '/auth/v1/sign-out', undefined, { token })).status).toBe(401);
});

it('names only tables and columns the database has', async () => {
  await expect(deleteExpiredAuthRows(services().db, clock.ms)).resolves.toBeUndefined();
});
