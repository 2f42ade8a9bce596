// A wallet planted on an address that has none. A program starts an email login with a key of its
// own and gets the person to approve its device by the mailed link and to give it the login code (a
// look-alike code screen). The address has no wallet yet, so nothing is held: the program reads the
// wrap key and stores the first backup with keys it made. Were the person never told, their own
// device would later recover that wallet, after its hold, and use it as theirs. So the address is
// told that a wallet was made, naming the device, and the link stops that device and sets its
// wallet aside: the person's next sign-in makes a new one.
import { AUTH_MESSAGES, AUTH_SAID } from '../src/index.js';
import { linkToken, useAuthServices } from './authHelpers.js';
import { FRAME_ORIGIN, fromFrame } from './helpers.js';

const HOLD_MS = 10 * 60_000;
const PLANTED = `0x${'ab'.repeat(20)}`;
const OWN = `0x${'cd'.repeat(20)}`;
const WALLET_MADE = 'A wallet was made for your email';
const { clock, client, services } = useAuthServices({ newDeviceHoldMs: HOLD_MS });
let sequence = 0;
const newEmail = () => `planted${(sequence += 1)}@example.com`;

const wrapKey = (token: string) => client.call('GET', '/auth/v1/key-backup/wrap-key', undefined, { ...fromFrame, token });
const keyBackup = (token: string) => client.call('GET', '/auth/v1/key-backup', undefined, { ...fromFrame, token });
const putBackup = (token: string, address: string) => client.call('PUT', '/auth/v1/key-backup', { ciphertext: 'c2VhbGVk', address }, { ...fromFrame, token });
const keyRelease = (token: string) => client.call('POST', '/auth/v1/key-release', { token }, { origin: FRAME_ORIGIN, proof: false });
const stop = (token: string) => client.call('POST', '/auth/v1/key-release/stop', { token }, { origin: FRAME_ORIGIN, proof: false });
const walletMadeMails = async (email: string) => (await client.mailbox(email)).filter((mail) => mail.subject === WALLET_MADE);

/** A device's email login, its link approved and its code typed (by the person, or into a look-alike page), that makes the account's first wallet. */
async function makeWallet(email: string, device: string, address: string) {
  clock.advance(30_000);
  const session = await client.login(email, device);
  expect((await wrapKey(session.token)).status).toBe(200);
  expect((await putBackup(session.token, address)).status).toBe(200);
  return session;
}

describe('a wallet made on an address that had none', () => {
  it("by a program the person was phished into approving: the address is told which device made which wallet, and the stop link ends the device and sets its wallet aside, so the person's own device makes a new one", async () => {
    const email = newEmail();
    const program = await makeWallet(email, 'program-device', PLANTED);

    const notices = await walletMadeMails(email);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('from the address 127.0.0.1');
    expect(notices[0]!.text).toContain(PLANTED);
    const { token } = linkToken(notices[0]!.link!);
    expect(notices[0]!.link).toMatch(new RegExp(`^${FRAME_ORIGIN}/device\\.html\\?projectId=latch-demo#stop=`));
    expect(await keyRelease(token)).toMatchObject({ status: 200, body: { device: expect.stringContaining('127.0.0.1'), madeWallet: PLANTED, stopped: false } });

    expect(await stop(token)).toMatchObject({ status: 200, body: { stopped: true } });
    // The wallet is the account's no more.
    expect(await keyRelease(token)).toMatchObject({ status: 200, body: { madeWallet: null, stopped: true } });
    expect(await wrapKey(program.token)).toMatchObject({ status: 401, body: AUTH_SAID.sessionRevoked });

    // The person's own device finds no wallet, and is not held: it makes the account's keys anew.
    clock.advance(30_000);
    const person = await client.login(email, 'person-device');
    expect(await keyBackup(person.token)).toMatchObject({ status: 404, body: { message: AUTH_MESSAGES.backupMissing } });
    expect((await putBackup(person.token, OWN)).status).toBe(200);
    expect(await keyBackup(person.token)).toMatchObject({ status: 200, body: { address: OWN } });
    // The planted wallet is set aside, not destroyed: an operator can still give it back to a person who stopped their own device by mistake.
    const setAside = await services().db.query<{ address: string }>('select address from auth_key_backup_versions where user_id = $1', [person.user.userId]);
    expect(setAside.map((row) => row.address)).toEqual([PLANTED]);
  });

  it('by the person: the notice asks nothing of them, a later device is held as ever, and its own stop link sets nothing aside', async () => {
    const email = newEmail();
    await makeWallet(email, 'first-device', OWN);
    expect(await walletMadeMails(email)).toHaveLength(1);

    clock.advance(30_000);
    const second = await client.login(email, 'second-device');
    expect((await keyBackup(second.token)).status).toBe(423);
    const [notice] = await client.mailbox(email);
    const { token } = linkToken(notice!.link!);
    expect(await keyRelease(token)).toMatchObject({ status: 200, body: { madeWallet: null } });
    expect((await stop(token)).status).toBe(200);
    const first = await client.login(email, 'first-device');
    expect(await keyBackup(first.token)).toMatchObject({ status: 200, body: { address: OWN } });
  });
});
