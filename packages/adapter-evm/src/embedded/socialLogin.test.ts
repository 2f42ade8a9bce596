/** @jest-environment jsdom */
// The embedded wallet's social login through a real store: core's connectSocial asks the frame for
// the provider (CONNECT_SOCIAL: the person presses the frame's own button, the frame opens and reads
// the provider's window), waits for it, then connects through the auth connector. The frame is
// played by answers posted from its window at its origin (the real frame: apps/wallet-frame's tests).
import { connectSocial, getAccount, type Latch } from '@latch/core';
import { playedFrame, settle } from '../../test/playedFrame.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USER = { email: 'ada@example.com', address: ADDRESS, chainId: 31337, userName: 'Ada Lovelace', socialProvider: 'google' };

type Answers = Parameters<typeof playedFrame>[0];

const defaultAnswers: Answers = {
  SYNC_DAPP_DATA: { ok: {} },
  CONNECT_SOCIAL: { ok: USER },
  GET_USER: { ok: USER },
  GET_CHAIN_ID: { ok: { chainId: 31337 } },
};

let latch: Latch;
afterEach(() => {
  latch.destroy();
  document.body.replaceChildren();
});

/** A Latch with the embedded wallet, and the frame played once it is on the page: READY, then `answers`. */
function setup(answers: Answers = {}) {
  const played = playedFrame(defaultAnswers, answers);
  latch = played.latch;
  return played;
}

it("names the provider to the frame, waits for the frame's session, then connects through the auth connector", async () => {
  const { posted, play, types } = setup();
  const login = connectSocial(latch, 'google');
  await play();
  await login;
  // The provider's name is all the app says: no page, state or code crosses from it.
  expect(posted.find((m) => m.type === '@latch-app/CONNECT_SOCIAL')?.payload).toEqual({ provider: 'google' });
  expect(types().indexOf('CONNECT_SOCIAL')).toBeLessThan(types().indexOf('GET_USER'));
  // Core knows who logged in, as the frame said it.
  expect(latch.getState().accounts.eip155).toMatchObject({ status: 'connected', address: ADDRESS, socialProvider: 'google', user: { email: 'ada@example.com', username: 'Ada Lovelace' } });
  expect(getAccount(latch).embeddedUser).toEqual({ email: 'ada@example.com', username: 'Ada Lovelace' });
  expect(latch.getState().connectors.connectedIds.eip155).toBe('auth');
});

it("ends in the frame's words when it stops asking (the view left), with no account", async () => {
  const { play } = setup({ CONNECT_SOCIAL: { error: 'Request was aborted' } });
  const login = connectSocial(latch, 'google');
  const refused = expect(login).rejects.toThrow('Request was aborted');
  await play();
  await refused;
  expect(latch.getState().accounts.eip155?.status ?? 'disconnected').toBe('disconnected');
});

it('waits for the person on the frame\'s screen past SPEC 9\'s 30 s (the frame times its own calls out), and hiding the frame cancels it', async () => {
  const { adapter, play, clock, types } = setup({ CONNECT_SOCIAL: 'never' });
  const login = connectSocial(latch, 'github');
  await play();
  clock.advance(10 * 30_000);
  await settle();
  expect(latch.getState().accounts.eip155?.socialWindow).toBe(true);
  // As core's positionAuthFrame does when the view shows the frame, then leaves.
  adapter.showAuthFrame!({ top: 0, left: 0, width: 360, height: 200 });
  adapter.showAuthFrame!(undefined);
  await settle();
  expect(types()).toContain('CANCEL_APPROVAL');
  void login.catch(() => undefined);
});
