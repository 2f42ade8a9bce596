// A wallet moved onto a person's address. A program signs in to an account of its own, whose keys
// it made, and moves that account's email to the person's address; the person is phished into
// giving it the code mailed there (a look-alike code screen). Were the person never told, their own
// device would later sign in with their address, be held, and after the hold recover the program's
// wallet as theirs. So the address is told, once the move is done, which device moved which wallet
// to it, with a link that takes the address off that wallet: the account goes back to its old email
// (or to none), every session on it ends, and the person's next sign-in makes a wallet of their own.
import { AUTH_MESSAGES, AUTH_SAID, type IssuedSession } from '../src/index.js';
import { linkToken, useAuthServices } from './authHelpers.js';
import { FRAME_ORIGIN, fromFrame } from './helpers.js';

const HOLD_MS = 10 * 60_000;
const PROGRAMS = `0x${'ef'.repeat(20)}`;
const OWN = `0x${'cd'.repeat(20)}`;
const WALLET_MOVED = 'A wallet moved to your email';
const { clock, client, services } = useAuthServices({ newDeviceHoldMs: HOLD_MS });
let sequence = 0;
const newEmail = () => `moved${(sequence += 1)}@example.com`;

const asFrame = (token: string) => ({ ...fromFrame, token });
const keyBackup = (token: string) => client.call('GET', '/auth/v1/key-backup', undefined, asFrame(token));
const putBackup = (token: string, address: string) => client.call('PUT', '/auth/v1/key-backup', { ciphertext: 'c2VhbGVk', address }, asFrame(token));
const update = (token: string, step: string, body: unknown) => client.call('POST', `/auth/v1/email-update/${step}`, body, asFrame(token));
const emailMove = (token: string) => client.call('POST', '/auth/v1/email-move', { token }, { origin: FRAME_ORIGIN, proof: false });
const undo = (token: string) => client.call('POST', '/auth/v1/email-move/undo', { token }, { origin: FRAME_ORIGIN, proof: false });
const movedMails = async (email: string) => (await client.mailbox(email)).filter((mail) => mail.subject === WALLET_MOVED);

/** An account of `device`'s own with a wallet it made, signed in by an email code. */
async function accountWithWallet(device: string, address: string): Promise<IssuedSession> {
  clock.advance(30_000);
  const session = await client.login(newEmail(), device);
  expect((await putBackup(session.token, address)).status).toBe(200);
  return session;
}

/** Moves the account of `session` to `to`: its own address's code, then the code mailed to `to` (typed by its reader, or given away on a look-alike page). */
async function moveTo(session: IssuedSession, to: string): Promise<void> {
  expect(await update(session.token, 'start', { email: to })).toMatchObject({ status: 200, body: { action: 'VERIFY_PRIMARY_OTP' } });
  expect((await update(session.token, 'verify-primary', { otp: await client.latestCode(session.user.email!) })).status).toBe(200);
  expect(await update(session.token, 'verify-secondary', { otp: await client.latestCode(to) })).toMatchObject({ status: 200, body: { email: to } });
}

describe('a wallet moved to an address', () => {
  it("by a program the person gave the code to: the address is told which device moved which wallet, and the link takes the address off it, so the person's own device makes a new one", async () => {
    const program = await accountWithWallet('program-device', PROGRAMS);
    const programsEmail = program.user.email!;
    const victim = newEmail();
    await moveTo(program, victim);

    const notices = await movedMails(victim);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('from the address 127.0.0.1');
    expect(notices[0]!.text).toContain(PROGRAMS);
    expect(notices[0]!.link).toMatch(new RegExp(`^${FRAME_ORIGIN}/device\\.html\\?projectId=latch-demo#undo=`));
    const { token } = linkToken(notices[0]!.link!);
    expect(await emailMove(token)).toMatchObject({
      status: 200,
      body: { device: expect.stringContaining('127.0.0.1'), email: victim, wallet: PROGRAMS, undone: false },
    });

    // Before the person reads the mail, their own device signs in with their address: it is held.
    clock.advance(30_000);
    const early = await client.login(victim, 'person-device');
    expect(early.user.userId).toBe(program.user.userId);
    expect((await keyBackup(early.token)).status).toBe(423);

    expect(await undo(token)).toMatchObject({ status: 200, body: { undone: true } });
    expect(await emailMove(token)).toMatchObject({ status: 200, body: { undone: true } });
    // Every session on the program's account ends, the person's held one too, and the account has its old email again.
    expect(await keyBackup(program.token)).toMatchObject({ status: 401, body: AUTH_SAID.sessionRevoked });
    expect(await keyBackup(early.token)).toMatchObject({ status: 401, body: AUTH_SAID.sessionRevoked });
    const [account] = await services().db.query<{ email: string | null }>('select email from auth_users where id = $1', [program.user.userId]);
    expect(account!.email).toBe(programsEmail);

    // The person's address is nobody's now: their device finds no wallet, is not held, and makes their own.
    clock.advance(30_000);
    const person = await client.login(victim, 'person-device');
    expect(person.user.userId).not.toBe(program.user.userId);
    expect(await keyBackup(person.token)).toMatchObject({ status: 404, body: { message: AUTH_MESSAGES.backupMissing } });
    expect((await putBackup(person.token, OWN)).status).toBe(200);
    expect(await keyBackup(person.token)).toMatchObject({ status: 200, body: { address: OWN } });
  });

  it('from an account with no email (one code, at the new address): the link leaves the account with none', async () => {
    const program = await accountWithWallet('program-device', PROGRAMS);
    await services().db.query('update auth_users set email = null where id = $1', [program.user.userId]);
    const victim = newEmail();
    expect(await update(program.token, 'start', { email: victim })).toMatchObject({ status: 200, body: { action: 'VERIFY_SECONDARY_OTP' } });
    expect((await update(program.token, 'verify-secondary', { otp: await client.latestCode(victim) })).status).toBe(200);

    const [notice] = await movedMails(victim);
    const { token } = linkToken(notice!.link!);
    expect((await undo(token)).status).toBe(200);
    const [account] = await services().db.query<{ email: string | null }>('select email from auth_users where id = $1', [program.user.userId]);
    expect(account!.email).toBeNull();
    clock.advance(30_000);
    expect((await client.login(victim, 'person-device')).user.userId).not.toBe(program.user.userId);
  });

  it("leaves the account with no email when its old one became someone else's meanwhile, and takes back nothing the account moved on from", async () => {
    const program = await accountWithWallet('program-device', PROGRAMS);
    const old = program.user.email!;
    const victim = newEmail();
    await moveTo(program, victim);
    const [notice] = await movedMails(victim);
    // Someone signs up with the address the account left.
    clock.advance(30_000);
    const newcomer = await client.login(old, 'newcomer-device');
    expect((await undo(linkToken(notice!.link!).token)).status).toBe(200);
    const emails = await services().db.query<{ id: string; email: string | null }>('select id, email from auth_users where id = any($1) order by email', [[program.user.userId, newcomer.user.userId]]);
    expect(emails).toEqual([
      { id: newcomer.user.userId, email: old },
      { id: program.user.userId, email: null },
    ]);

    // A move the account has since moved on from: its link signs the account out but leaves the address it has now.
    const again = await accountWithWallet('own-device', OWN);
    const [first, second] = [newEmail(), newEmail()];
    await moveTo(again, first);
    const [firstNotice] = await movedMails(first);
    clock.advance(30_000);
    await moveTo(await client.login(first, 'own-device'), second);
    expect((await undo(linkToken(firstNotice!.link!).token)).status).toBe(200);
    const [account] = await services().db.query<{ email: string | null }>('select email from auth_users where id = $1', [again.user.userId]);
    expect(account!.email).toBe(second);
  });

  it('by the person: the notice asks nothing, the wallet signs in with the new address, and a link not mailed is refused', async () => {
    const own = await accountWithWallet('own-device', OWN);
    const moved = newEmail();
    await moveTo(own, moved);
    expect(await movedMails(moved)).toHaveLength(1);
    expect(await keyBackup(own.token)).toMatchObject({ status: 200, body: { address: OWN } });
    expect(await emailMove('A'.repeat(43))).toMatchObject({ status: 404, body: AUTH_SAID.deviceLinkInvalid });
    expect(await undo('A'.repeat(43))).toMatchObject({ status: 404, body: AUTH_SAID.deviceLinkInvalid });
  });

  it("answers the link from the wallet's origin only", async () => {
    const own = await accountWithWallet('own-device', OWN);
    const moved = newEmail();
    await moveTo(own, moved);
    const [notice] = await movedMails(moved);
    const { token } = linkToken(notice!.link!);
    const fromDapp = { origin: 'http://127.0.0.1:5173', proof: false } as const;
    expect((await client.call('POST', '/auth/v1/email-move', { token }, fromDapp)).status).toBe(403);
    expect((await client.call('POST', '/auth/v1/email-move/undo', { token }, fromDapp)).status).toBe(403);
    expect(await emailMove(token)).toMatchObject({ status: 200, body: { undone: false } });
  });
});
