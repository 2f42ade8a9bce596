// Email starts sent at once, where the start's one statement (auth/throttle.ts claimEmailSlot) both
// counts the request against the write limits and claims the device's email slot: however the two
// interleave (on PostgreSQL they run on two connections), one goes through and the other is refused
// with nothing of it kept but its counts.
import { EMAIL_INTERVAL_MS, emailThrottled } from '../src/index.js';
import { AUTH_WRITE_LIMITS } from '../src/auth/index.js';
import { tooManyRequests } from '../src/http/rateLimit.js';
import { useAuthServices } from './authHelpers.js';
import { changesDuring } from './dbSnapshot.js';

const { clock, services, client } = useAuthServices();
const db = () => services().db;
let sequence = 0;
const newEmail = () => `racer${(sequence += 1)}@example.com`;
const statuses = (answers: { status: number }[]) => answers.map(({ status }) => status).sort();

afterEach(async () => {
  await db().query('delete from rate_limits');
  clock.advance(EMAIL_INTERVAL_MS);
});

it('mails one of two starts at once for one address and device, and refuses the other with the 30 s wait', async () => {
  const email = newEmail();
  const { result, changes } = await changesDuring(db(), () => Promise.all([client.start(email, 'd-1'), client.start(email, 'd-1')]));
  expect(statuses(result)).toEqual([200, 429]);
  expect(result.find(({ status }) => status === 429)!.body).toEqual(emailThrottled(EMAIL_INTERVAL_MS / 1000));
  expect(await client.mailbox(email)).toHaveLength(1);
  // One slot claimed, one day counted, one approval asked: the refused start kept nothing.
  expect(changes.auth_email_sends?.added).toHaveLength(1);
  expect(changes.auth_address_days?.added).toEqual([expect.objectContaining({ area: 'emails', email, count: 1 })]);
  expect(changes.auth_device_approvals?.added).toHaveLength(1);
});

it('lets one of two starts at once through the last request of a client limit, and keeps nothing of the other but its count', async () => {
  const { max } = AUTH_WRITE_LIMITS.perClient;
  await db().query('insert into rate_limits (bucket, key, window_start, count) values ($1, $2, $3, $4)', ['auth:client', '127.0.0.1', clock.ms, max - 1]);
  const [first, second] = [newEmail(), newEmail()];
  const proofs = async () => Number((await db().query<{ n: string }>('select count(*) as n from auth_proofs'))[0]!.n);
  const proofsBefore = await proofs();
  const { result, changes } = await changesDuring(db(), () => Promise.all([client.start(first, 'd-1'), client.start(second, 'd-1')]));
  expect(statuses(result)).toEqual([200, 429]);
  const refused = result.findIndex(({ status }) => status === 429);
  expect((result[refused]!.body as { message: string }).message).toBe(tooManyRequests(AUTH_WRITE_LIMITS.perClient.windowMs / 1000).message);
  expect(await client.mailbox([first, second][refused]!)).toEqual([]);
  expect(changes.auth_email_sends?.added).toEqual([expect.objectContaining({ email: [first, second][1 - refused], day_count: 1 })]);
  const [counted] = await db().query<{ count: number }>("select count from rate_limits where bucket = 'auth:client' and key = '127.0.0.1'");
  expect(counted?.count).toBe(max + 1);
  // The refused start's proof is not recorded: only the one that went through is.
  expect((await proofs()) - proofsBefore).toBe(1);
});
