/** @jest-environment jsdom */
// The embedded wallet's email update through a real store: core's updateEmail asks the frame's
// UPDATE_EMAIL, then each code step waits on the frame (the person types the code there; no code
// is posted to it), and the account's user ends with the new email on the same address. The frame
// is played by answers posted from its window at its origin (the real frame: apps/wallet-frame's tests).
import { Alerts, connectEmail, getAccount, updateEmail, verifyUpdateEmailPrimary, verifyUpdateEmailSecondary, type Latch } from '@latch/core';
import { playedFrame, settle } from '../../test/playedFrame.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USER = { email: 'ada@example.com', address: ADDRESS, chainId: 31337, userName: null };

type Answers = Parameters<typeof playedFrame>[0];

const defaultAnswers: Answers = {
  SYNC_DAPP_DATA: { ok: {} },
  CONNECT_EMAIL: { ok: { action: 'CONNECT' } },
  GET_USER: { ok: USER },
  GET_CHAIN_ID: { ok: { chainId: 31337 } },
  UPDATE_EMAIL: { ok: { action: 'VERIFY_PRIMARY_OTP' } },
  UPDATE_EMAIL_PRIMARY_OTP: { ok: {} },
  UPDATE_EMAIL_SECONDARY_OTP: { ok: { newEmail: 'ada.new@example.com' } },
};

let latch: Latch;
afterEach(() => {
  latch.destroy();
  document.body.replaceChildren();
});

/** Signed in by email through the played frame. */
async function signedIn(answers: Answers = {}) {
  const played = playedFrame(defaultAnswers, answers);
  latch = played.latch;
  const login = connectEmail(latch, 'ada@example.com');
  await played.play();
  await login;
  return played;
}

it('asks the frame for the update, waits on each code typed there, and ends with the new email on the same address', async () => {
  const { posted, types } = await signedIn();
  await expect(updateEmail(latch, 'ada.new@example.com')).resolves.toBe('VERIFY_PRIMARY_OTP');
  await verifyUpdateEmailPrimary(latch);
  await expect(verifyUpdateEmailSecondary(latch)).resolves.toBe('ada.new@example.com');
  expect(posted.find((m) => m.type === '@latch-app/UPDATE_EMAIL')?.payload).toEqual({ email: 'ada.new@example.com' });
  const codeSteps = posted.filter((m) => /UPDATE_EMAIL_(PRIMARY|SECONDARY)_OTP$/.test(m.type));
  expect(codeSteps.map((m) => m.payload)).toEqual([{}, {}]);
  expect(types().filter((type) => type.startsWith('UPDATE_EMAIL'))).toEqual(['UPDATE_EMAIL', 'UPDATE_EMAIL_PRIMARY_OTP', 'UPDATE_EMAIL_SECONDARY_OTP']);
  expect(getAccount(latch)).toMatchObject({ address: ADDRESS, embeddedUser: { email: 'ada.new@example.com' } });
  expect(latch.getState().router.history).toEqual([{ view: 'Account' }]);
});

it("ends in the frame's words when the services refuse the new address", async () => {
  await signedIn({ UPDATE_EMAIL: { error: 'This email belongs to another account' } });
  await expect(updateEmail(latch, 'taken@example.com')).rejects.toThrow('This email belongs to another account');
  expect(getAccount(latch).embeddedUser).toMatchObject({ email: 'ada@example.com' });
});

it('an update the frame does not start within SPEC 9\'s 30 s: "Embedded Wallet Request Timed Out"', async () => {
  const { clock } = await signedIn({ UPDATE_EMAIL: 'never' });
  const update = updateEmail(latch, 'ada.new@example.com');
  const timedOut = expect(update).rejects.toThrow(Alerts.embeddedWalletTimeout.shortMessage.text);
  await settle();
  clock.advance(30_000);
  await timedOut;
});

it('a code step waits for the person as long as it takes', async () => {
  const { clock } = await signedIn({ UPDATE_EMAIL_PRIMARY_OTP: 'never' });
  await updateEmail(latch, 'ada.new@example.com');
  let settled = false;
  const done = () => void (settled = true);
  void verifyUpdateEmailPrimary(latch).then(done, done);
  await settle();
  clock.advance(10 * 60_000);
  await settle();
  expect(settled).toBe(false);
});
