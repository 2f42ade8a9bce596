// A stolen database, tried as its thief would: with every value of every table of a dump taken
// after a person signed in, made a wallet and stored its backup, and nothing else (the services run
// as a deployment does, the key-encryption key and the session secret in their configuration). The
// dump holds no code, token or wrap key in the clear, and no value of it opens a sealed wrap key or
// signs a session the services accept.
import { randomBytes } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import { KeyEncryptionKey } from '../src/auth/kek.js';
import { useAuthServices } from './authHelpers.js';
import { FRAME_ORIGIN } from './helpers.js';
import { backUpNewWallet, type BackedUpWallet } from './walletBackup.js';

const KEK = randomBytes(32);
const SECRET = randomBytes(32).toString('base64url');
const EMAIL = 'stolen-dump@example.com';

const { clock, services, client } = useAuthServices({ keyEncryptionKey: KEK.toString('base64'), secret: SECRET });

/** Every value of every row of every table, as text (bytes as hex and base64 too). */
async function dump(): Promise<string[]> {
  const db = services().db;
  const tables = await db.query<{ table_name: string }>(`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`);
  const values: string[] = [];
  for (const { table_name: table } of tables) {
    for (const row of await db.query<Record<string, unknown>>(`select * from "${table}"`)) {
      for (const value of Object.values(row)) {
        if (value instanceof Uint8Array) values.push(Buffer.from(value).toString('hex'), Buffer.from(value).toString('base64'));
        else if (value !== null && value !== undefined) values.push(typeof value === 'object' ? JSON.stringify(value) : String(value));
      }
    }
  }
  return values;
}

/** Each value of the dump read as 32 key bytes, in each encoding it could be kept in. */
const keyCandidates = (values: string[]) =>
  values.flatMap((value) =>
    (['base64url', 'base64', 'hex'] as const).map((encoding) => Buffer.from(value.replace(/^v1\./, ''), encoding)).filter((bytes) => bytes.length === 32),
  );

const opens = (key: Buffer, sealed: string, userId: string) => {
  try {
    new KeyEncryptionKey(key).open(sealed, `latch-wrap-key/${userId}`);
    return true;
  } catch {
    return false;
  }
};

describe('a stolen database (a dump, without the configuration)', () => {
  let wallet: BackedUpWallet;
  let wrapKey: string;
  let code: string;
  let values: string[];

  beforeAll(async () => {
    wallet = await backUpNewWallet(client, clock, EMAIL);
    code = await client.latestCode(EMAIL);
    const read = await client.call('GET', '/auth/v1/key-backup/wrap-key', undefined, { origin: FRAME_ORIGIN, token: wallet.token });
    expect(read.status).toBe(200);
    wrapKey = (read.body as { wrapKey: string }).wrapKey;
    values = await dump();
    // The dump is a real one: it holds the person's address and the sealed wrap key.
    expect(values.some((value) => value.toLowerCase().includes(wallet.address.toLowerCase()))).toBe(true);
  });

  it('holds no login code, session token, wrap key or key-encryption key in the clear', () => {
    const wrapKeyBytes = Buffer.from(wrapKey, 'base64url');
    const secrets = [wallet.token, wrapKey, wrapKeyBytes.toString('base64'), wrapKeyBytes.toString('hex'), KEK.toString('base64'), KEK.toString('hex'), SECRET];
    for (const secret of secrets) expect(values.filter((value) => value.includes(secret))).toEqual([]);
    expect(values.filter((value) => value === code)).toEqual([]);
  });

  it('opens no sealed wrap key with any value it holds, which the configured key opens', async () => {
    const [row] = await services().db.query<{ wrap_key: string }>('select wrap_key from auth_backup_wrap_keys where user_id = $1', [wallet.userId]);
    expect(row).toBeDefined();
    expect(opens(KEK, row!.wrap_key, wallet.userId)).toBe(true);
    const candidates = keyCandidates(values);
    expect(candidates.length).toBeGreaterThan(0);
    expect(candidates.filter((candidate) => opens(candidate, row!.wrap_key, wallet.userId))).toEqual([]);
  });

  it('signs no session the services accept with any value it holds, where the configured secret does', async () => {
    const claims = decodeJwt(wallet.token);
    const proof = client.keyOf(wallet.token);
    const forge = (secret: string) => new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));
    const answer = async (token: string) => (await client.call('GET', '/auth/v1/session', undefined, { token, proof: proof! })).status;

    expect(await answer(await forge(SECRET))).toBe(200);
    const candidates = [...new Set(values.filter((value) => value.length >= 16))];
    expect(candidates.length).toBeGreaterThan(0);
    const accepted: string[] = [];
    for (const candidate of candidates) if ((await answer(await forge(candidate))) === 200) accepted.push(candidate);
    expect(accepted).toEqual([]);
  });
});
