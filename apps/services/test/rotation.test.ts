// Rotating the key-encryption key and the session secret with live data: the services run with the
// new key and secret beside the previous ones, `rotate-kek` seals every wrap key again under the new
// key (in batches, idempotent), and then the new key alone recovers every wallet while the old one
// alone no longer starts the services. Sessions signed with the previous secret stay valid while it
// is configured, and end when it goes.
import { AUTH_MESSAGES, createServices, type Services } from '../src/index.js';
import { KeyEncryptionKey } from '../src/auth/kek.js';
import { rotateKeyEncryptionKey } from '../src/auth/kekRotation.js';
import { AuthClient, TestClock } from './authHelpers.js';
import { lastingTestDatabase, type TestDatabase } from './database.js';
import { FRAME_ORIGIN } from './helpers.js';
import { backUpNewWallet, deviceOf, recoverWallet, type BackedUpWallet } from './walletBackup.js';

const OLD_KEK = Buffer.alloc(32, 31);
const NEW_KEK = Buffer.alloc(32, 32);
const OLD_SECRET = 'the session secret before the rotation';
const NEW_SECRET = 'the session secret after the rotation!';

interface Keys {
  /** Unset: the local world's own, kept in the database. */
  kek?: Buffer;
  previousKek?: Buffer;
  secret: string;
  previousSecret?: string;
}

/** A database that lasts the describe block's tests, and services on it that a test starts again with other keys. */
function useRestartedServices() {
  const clock = new TestClock();
  let database: TestDatabase;
  let services: Services | undefined;
  beforeAll(async () => {
    database = await lastingTestDatabase();
  });
  afterAll(async () => {
    await services?.stop();
    await database.drop();
  });
  const start = async ({ kek, previousKek, secret, previousSecret }: Keys) => {
    await services?.stop();
    services = undefined;
    const auth = {
      smtpPort: 0,
      now: clock.now,
      newDeviceHoldMs: 0,
      secret,
      ...(kek ? { keyEncryptionKey: kek.toString('base64') } : {}),
      ...(previousKek ? { previousKeyEncryptionKey: previousKek.toString('hex') } : {}),
      ...(previousSecret ? { previousSecret } : {}),
    };
    services = await createServices({ port: 0, database: database.config, auth });
  };
  return { clock, start, services: () => services!, client: new AuthClient(() => services!, clock.now) };
}

describe('rotating the key-encryption key and the session secret', () => {
  const { clock, start, services, client } = useRestartedServices();
  const sealedWrapKeys = async () => services().db.query<{ user_id: string; wrap_key: string }>('select user_id, wrap_key from auth_backup_wrap_keys order by user_id');
  const opensUnder = (key: Buffer, { user_id: userId, wrap_key: sealed }: { user_id: string; wrap_key: string }) => {
    try {
      new KeyEncryptionKey(key).open(sealed, `latch-wrap-key/${userId}`);
      return true;
    } catch {
      return false;
    }
  };
  const wrapKeyStatus = async (token: string) => (await client.call('GET', '/auth/v1/key-backup/wrap-key', undefined, { origin: FRAME_ORIGIN, token })).status;

  it('moves every wrap key to the new key; the new key alone then recovers each wallet, the old one alone starts nothing', async () => {
    await start({ kek: OLD_KEK, secret: OLD_SECRET });
    const before: BackedUpWallet[] = [];
    for (const n of [1, 2, 3, 4, 5]) before.push(await backUpNewWallet(client, clock, `rotate${n}@example.com`));

    // The rollover: the new key and secret, the old ones beside them.
    await start({ kek: NEW_KEK, previousKek: OLD_KEK, secret: NEW_SECRET, previousSecret: OLD_SECRET });
    for (const { token } of before) expect(await wrapKeyStatus(token)).toBe(200);
    const during = await backUpNewWallet(client, clock, 'rotate-during@example.com');
    expect((await sealedWrapKeys()).filter((row) => opensUnder(NEW_KEK, row)).map((row) => row.user_id)).toEqual([during.userId]);

    // Batches of two, over six wrap keys, while the services serve.
    expect(await rotateKeyEncryptionKey(services().db, NEW_KEK, OLD_KEK, 2)).toEqual({ resealed: 5, current: 1, unopened: [] });
    expect(await rotateKeyEncryptionKey(services().db, NEW_KEK, OLD_KEK, 2)).toEqual({ resealed: 0, current: 6, unopened: [] });
    const sealed = await sealedWrapKeys();
    expect(sealed.every((row) => opensUnder(NEW_KEK, row) && !opensUnder(OLD_KEK, row))).toBe(true);
    expect((await wrapKeyStatus(before[0]!.token))).toBe(200);

    // After: the new key and secret alone.
    await start({ kek: NEW_KEK, secret: NEW_SECRET });
    for (const { email, address } of [...before, during]) expect(await recoverWallet(client, clock, email, deviceOf(email, 'after-rotation'))).toBe(address);
    // A session signed with the old secret ended when the secret went; one signed during the rollover lives on.
    expect(await client.session(before[0]!.token)).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.tokenInvalid } });
    expect((await client.session(during.token)).status).toBe(200);

    await expect(start({ kek: OLD_KEK, secret: NEW_SECRET })).rejects.toThrow(/not the one this database's keys were sealed with/);
  }, 120_000);

  it('is refused, changing nothing, when neither key is the database’s', async () => {
    await start({ kek: NEW_KEK, secret: NEW_SECRET });
    const sealed = await sealedWrapKeys();
    await expect(rotateKeyEncryptionKey(services().db, Buffer.alloc(32, 41), Buffer.alloc(32, 42))).rejects.toThrow(/not the one this database's keys were sealed with/);
    expect(await sealedWrapKeys()).toEqual(sealed);
  }, 60_000);
});

describe('a session signed with the previous secret', () => {
  const { start, client } = useRestartedServices();

  it('is valid while the previous secret is configured, and a refresh signs it with the new one', async () => {
    await start({ secret: OLD_SECRET });
    const { token } = await client.login('secret@example.com', 'secret-device');
    await start({ secret: NEW_SECRET });
    expect(await client.session(token)).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.tokenInvalid } });
    await start({ secret: NEW_SECRET, previousSecret: OLD_SECRET });
    expect((await client.session(token)).status).toBe(200);
    const refreshed = await client.call('POST', '/auth/v1/session/refresh', undefined, { token });
    expect(refreshed.status).toBe(200);
    await start({ secret: NEW_SECRET });
    expect((await client.session((refreshed.body as { token: string }).token)).status).toBe(200);
    expect((await client.session(token)).status).toBe(401);
  }, 90_000);
});
