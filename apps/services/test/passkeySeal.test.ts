// Sealing the key backup under a passkey (WebAuthn PRF) over real HTTP: the seal ceremony is for
// one of the session user's own passkeys, the backup is replaced only with the person's verified
// assertion, names the credential and salt from then on, and no plain write undoes it. The PRF
// output stays in the frame: an answer carrying one is refused.
import type { IssuedSession } from '../src/index.js';
import { AUTH_MESSAGES, PASSKEY_MESSAGES, PASSKEY_SAID } from '../src/index.js';
import { useAuthServices, type AuthCallOptions } from './authHelpers.js';
import { FRAME_ORIGIN, fromFrame } from './helpers.js';
import { SoftAuthenticator } from './softAuthenticator.js';

const { clock, client } = useAuthServices();

interface RequestOptions {
  challenge: string;
  rpId: string;
  allowCredentials: { id: string }[];
  userVerification: string;
}

const ADDRESS = '0x' + 'ab'.repeat(20);
const SALT = Buffer.alloc(32, 9).toString('base64url');
const PLAIN = Buffer.from('the backup under the wrap key').toString('base64url');
const SEALED = Buffer.from('the backup under the passkey').toString('base64url');

let emailCount = 0;
async function signedIn(): Promise<IssuedSession> {
  clock.advance(120_000);
  return client.login(`seal-${++emailCount}@example.com`, `seal-device-${emailCount}`);
}

const asUser = (token: string, options: AuthCallOptions = {}): AuthCallOptions => ({ ...fromFrame, token, ...options });
const putBackup = (token: string, ciphertext = PLAIN, address = ADDRESS) => client.call('PUT', '/auth/v1/key-backup', { ciphertext, address }, asUser(token));
const getBackup = (token: string) => client.call('GET', '/auth/v1/key-backup', undefined, asUser(token));
const sealOptions = (token: string, credentialId: string, options: AuthCallOptions = {}) => client.call('POST', '/auth/v1/passkey/seal/options', { credentialId }, asUser(token, options));
const seal = (token: string, response: unknown, backup = { ciphertext: SEALED, address: ADDRESS }, salt = SALT) =>
  client.call('POST', '/auth/v1/passkey/seal', { response, backup, salt }, asUser(token));

/** The frame asks the PRF output with the assertion, then leaves it out of what it sends. */
const prfRequest = { prf: { eval: { first: new TextEncoder().encode('latch-key-backup/v1') } } };
function assertion(authenticator: SoftAuthenticator, options: RequestOptions, { keepPrf = false } = {}) {
  const answer = authenticator.get({ ...options, extensions: prfRequest }, FRAME_ORIGIN);
  return keepPrf ? answer : { ...answer, clientExtensionResults: {} };
}

/** A signed-in person with a plain backup and a passkey on `authenticator`. */
async function withBackupAndPasskey(authenticator = new SoftAuthenticator()) {
  const session = await signedIn();
  expect((await putBackup(session.token)).status).toBe(200);
  const creation = (await client.call('POST', '/auth/v1/passkey/register/options', undefined, asUser(session.token))).body as { challenge: string; rp: { id: string }; user: { id: string } };
  const added = await client.call('POST', '/auth/v1/passkey/register', { response: authenticator.create({ ...creation, extensions: { prf: {} } }, FRAME_ORIGIN) }, asUser(session.token));
  expect(added.status).toBe(201);
  return { session, authenticator, credentialId: authenticator.credentials.at(-1)!.id };
}

describe('sealing the key backup under a passkey', () => {
  it("asks for the named passkey alone; with the person's assertion the backup is replaced and names the credential and salt", async () => {
    const { session, authenticator, credentialId } = await withBackupAndPasskey();
    const before = (await getBackup(session.token)).body as { version: number; passkeySeal: unknown };
    expect(before.passkeySeal).toBeNull();
    const answer = await sealOptions(session.token, credentialId);
    expect(answer.status).toBe(200);
    const options = answer.body as RequestOptions;
    expect(options.allowCredentials.map(({ id }) => id)).toEqual([credentialId]);
    expect(options).toMatchObject({ rpId: new URL(FRAME_ORIGIN).hostname, userVerification: 'required' });

    const sealed = await seal(session.token, assertion(authenticator, options));
    expect(sealed).toMatchObject({ status: 200, body: { ciphertext: SEALED, address: ADDRESS, version: before.version + 1, passkeySeal: { credentialId, salt: SALT } } });
    expect(await getBackup(session.token)).toMatchObject({ status: 200, body: { ciphertext: SEALED, passkeySeal: { credentialId, salt: SALT } } });
    expect(authenticator.credentials[0]!.counter).toBe(1);
  });

  it('is not undone by a plain write of the backup', async () => {
    const { session, authenticator, credentialId } = await withBackupAndPasskey();
    expect((await seal(session.token, assertion(authenticator, (await sealOptions(session.token, credentialId)).body as RequestOptions))).status).toBe(200);
    expect(await putBackup(session.token)).toMatchObject({ status: 409, body: { message: AUTH_MESSAGES.backupSealedByPasskey } });
    expect(await getBackup(session.token)).toMatchObject({ body: { ciphertext: SEALED, passkeySeal: { credentialId } } });
  });

  it("refuses another user's passkey, at the options and at the seal", async () => {
    const ada = await withBackupAndPasskey();
    const bob = await withBackupAndPasskey();
    expect(await sealOptions(ada.session.token, bob.credentialId)).toMatchObject({ status: 404, body: PASSKEY_SAID.notThisUsers });
    const adaOptions = (await sealOptions(ada.session.token, ada.credentialId)).body as RequestOptions;
    const bobsAnswer = assertion(bob.authenticator, { ...adaOptions, allowCredentials: [] });
    expect(await seal(ada.session.token, bobsAnswer)).toMatchObject({ status: 404, body: PASSKEY_SAID.notThisUsers });
    expect(await getBackup(ada.session.token)).toMatchObject({ body: { ciphertext: PLAIN, passkeySeal: null } });
  });

  it("refuses a PRF output sent to the services, a forged signature, a challenge used twice and another user's challenge", async () => {
    const { session, authenticator, credentialId } = await withBackupAndPasskey();
    const options = () => sealOptions(session.token, credentialId).then((answer) => answer.body as RequestOptions);
    const leaked = await seal(session.token, assertion(authenticator, await options(), { keepPrf: true }));
    expect(leaked.status).toBe(400);
    expect(JSON.stringify(leaked.body)).toContain(PASSKEY_MESSAGES.prfResultSent);

    const forged = assertion(authenticator, await options());
    forged.response.signature = assertion(authenticator, await options()).response.signature;
    expect(await seal(session.token, forged)).toMatchObject({ status: 401, body: PASSKEY_SAID.assertionRefused });

    const good = assertion(authenticator, await options());
    expect((await seal(session.token, good)).status).toBe(200);
    expect(await seal(session.token, good)).toMatchObject({ status: 400, body: PASSKEY_SAID.challengeUnknown });

    const other = await signedIn();
    const theirs = assertion(authenticator, await options());
    expect((await seal(other.token, theirs)).status).toBe(401);
  });

  it('wants a backup of the same address to seal, and a 32-byte salt', async () => {
    const authenticator = new SoftAuthenticator();
    const { session, credentialId } = await withBackupAndPasskey(authenticator);
    const options = () => sealOptions(session.token, credentialId).then((answer) => answer.body as RequestOptions);
    expect(await seal(session.token, assertion(authenticator, await options()), { ciphertext: SEALED, address: '0x' + 'cd'.repeat(20) })).toMatchObject({
      status: 409,
      body: { message: AUTH_MESSAGES.backupOtherAddress },
    });
    const short = await seal(session.token, assertion(authenticator, await options()), undefined, 'c2hvcnQ');
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toMatch(/salt/);
    expect(await getBackup(session.token)).toMatchObject({ body: { ciphertext: PLAIN, passkeySeal: null } });
  });
});
