// Issue 30, point 2: the keys of an account are never handed at once to a device that a phishable
// login signed in. A program that starts an email login with a key of its own, and gets the person
// to approve its device by the mailed link and to give it the login code (a look-alike code screen),
// has a session: the first read of the backup or the wrap key by that device is held, the account's
// address gets a notice naming the device with a stop link, and a stop ends it for good.
import { AUTH_SAID, type IssuedSession } from '../src/index.js';
import { keysHeld } from '../src/auth/messages.js';
import { linkToken, useAuthServices } from './authHelpers.js';
import { FRAME_ORIGIN, fromFrame } from './helpers.js';

const HOLD_MS = 10 * 60_000;
const { clock, client } = useAuthServices({ newDeviceHoldMs: HOLD_MS });
let sequence = 0;
const newEmail = () => `held${(sequence += 1)}@example.com`;

const wrapKey = (token: string) => client.call('GET', '/auth/v1/key-backup/wrap-key', undefined, { ...fromFrame, token });
const keyBackup = (token: string) => client.call('GET', '/auth/v1/key-backup', undefined, { ...fromFrame, token });
const keyRelease = (token: string) => client.call('POST', '/auth/v1/key-release', { token }, { origin: FRAME_ORIGIN, proof: false });
const stop = (token: string) => client.call('POST', '/auth/v1/key-release/stop', { token }, { origin: FRAME_ORIGIN, proof: false });

/** An account whose first device made and backed up its keys. */
async function accountWithBackup(email: string): Promise<IssuedSession> {
  clock.advance(30_000);
  const first = await client.login(email, 'first-device');
  expect((await wrapKey(first.token)).status).toBe(200);
  const stored = await client.call('PUT', '/auth/v1/key-backup', { ciphertext: 'c2VhbGVk', address: `0x${'ab'.repeat(20)}` }, { ...fromFrame, token: first.token });
  expect(stored.status).toBe(200);
  return first;
}

/** A second device's email login, its device approved by the link and its code typed (by the person, or into a look-alike page). */
async function newDeviceLogin(email: string): Promise<IssuedSession> {
  clock.advance(30_000);
  return client.login(email, `device-${clock.ms}`);
}

describe("a new device's first read of the keys", () => {
  it('is held, said in words with Retry-After, and the address is told which device with a stop link; after the hold the keys come', async () => {
    const email = newEmail();
    const first = await accountWithBackup(email);
    const second = await newDeviceLogin(email);
    const askedAt = clock.ms;
    const held = await wrapKey(second.token);
    expect(held).toMatchObject({ status: 423, body: keysHeld(askedAt + HOLD_MS) });
    expect(held.headers.get('retry-after')).toBe(String(HOLD_MS / 1000));
    expect((await keyBackup(second.token)).status).toBe(423);
    // The device that made the keys is never held.
    expect((await wrapKey(first.token)).status).toBe(200);

    const [notice] = await client.mailbox(email);
    expect(notice).toMatchObject({ subject: 'A new device is getting your wallet', code: null });
    expect(notice!.link).toMatch(new RegExp(`^${FRAME_ORIGIN}/device\\.html\\?projectId=latch-demo#stop=[A-Za-z0-9_-]{43}$`));
    expect(notice!.text).toContain('from the address 127.0.0.1');
    expect(await keyRelease(linkToken(notice!.link!).token)).toMatchObject({
      status: 200,
      body: { device: expect.stringContaining('from the address 127.0.0.1'), askedAt: new Date(askedAt).toISOString(), releaseAt: new Date(askedAt + HOLD_MS).toISOString(), stopped: false },
    });

    clock.advance(HOLD_MS - 1000);
    expect((await wrapKey(second.token)).headers.get('retry-after')).toBe('1');
    clock.advance(1000);
    expect((await wrapKey(second.token)).status).toBe(200);
    expect((await keyBackup(second.token)).status).toBe(200);
    // One notice per device.
    expect((await client.mailbox(email)).filter((mail) => mail.subject === 'A new device is getting your wallet')).toHaveLength(1);
  });

  it("of a device a program signed in (its own key, the person's link approval and login code): the person's stop link ends it, its session too, and it is a new device again", async () => {
    const email = newEmail();
    await accountWithBackup(email);
    const attacker = await newDeviceLogin(email);
    expect((await wrapKey(attacker.token)).status).toBe(423);
    const { token } = linkToken(await client.latestLink(email));
    expect(await stop(token)).toMatchObject({ status: 200, body: { stopped: true } });
    expect(await keyRelease(token)).toMatchObject({ status: 200, body: { stopped: true } });

    clock.advance(HOLD_MS);
    expect(await wrapKey(attacker.token)).toMatchObject({ status: 401, body: AUTH_SAID.sessionRevoked });
    expect((await keyBackup(attacker.token)).status).toBe(401);
    expect(await client.call('GET', '/auth/v1/session', undefined, { token: attacker.token })).toMatchObject({ status: 401 });
  });

  it('is not held for an account with no backup yet (its first device makes the keys), nor with the hold set to 0', async () => {
    const email = newEmail();
    clock.advance(30_000);
    const only = await client.login(email, 'only-device');
    expect((await wrapKey(only.token)).status).toBe(200);
  });

  it('answers the stop link from the wallet\'s origin only', async () => {
    expect(await stop('A'.repeat(43))).toMatchObject({ status: 404, body: AUTH_SAID.deviceLinkInvalid });
    expect((await client.call('POST', '/auth/v1/key-release/stop', { token: 'A'.repeat(43) }, { origin: 'http://localhost:5173', proof: false })).status).toBe(403);
  });
});
