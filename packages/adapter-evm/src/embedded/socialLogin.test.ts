/** @jest-environment jsdom */
// The embedded wallet's social login through a real store: core's connectSocial asks the adapter
// for the provider's page (the frame's GET_SOCIAL_REDIRECT_URI), sends the window there, waits on
// CONNECT_SOCIAL, then connects through the auth connector. The frame is played by answers posted
// from its window at its origin (the real frame: apps/wallet-frame's tests).
import { connectSocial, getAccount, type Latch } from '@latch/core';
import { Alerts } from '@latch/core/internal';
import { playedFrame, settle } from '../../test/playedFrame.js';

const PAGE = 'http://127.0.0.1:3900/google/auth?state=S';
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USER = { email: 'ada@example.com', address: ADDRESS, chainId: 31337, userName: 'Ada Lovelace', socialProvider: 'google' };

type Answers = Parameters<typeof playedFrame>[0];

const defaultAnswers: Answers = {
  SYNC_DAPP_DATA: { ok: {} },
  GET_SOCIAL_REDIRECT_URI: { ok: { uri: PAGE } },
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
  const popup = { closed: false, location: { href: '' }, close: jest.fn(() => void (popup.closed = true)) };
  return { ...played, popup };
}

it("sends the window to the frame's page, waits for the frame's session, then connects through the auth connector", async () => {
  const { posted, play, popup, types } = setup();
  const login = connectSocial(latch, 'google', popup);
  await play();
  await login;
  expect(posted.find((m) => m.type === '@latch-app/GET_SOCIAL_REDIRECT_URI')?.payload).toEqual({ provider: 'google' });
  expect(posted.find((m) => m.type === '@latch-app/CONNECT_SOCIAL')?.payload).toEqual({ uri: PAGE });
  expect(popup.location.href).toBe(PAGE);
  expect(types().indexOf('CONNECT_SOCIAL')).toBeLessThan(types().indexOf('GET_USER'));
  // Core knows who logged in, as the frame said it.
  expect(latch.getState().accounts.eip155).toMatchObject({ status: 'connected', address: ADDRESS, socialProvider: 'google', user: { email: 'ada@example.com', username: 'Ada Lovelace' } });
  expect(getAccount(latch).embeddedUser).toEqual({ email: 'ada@example.com', username: 'Ada Lovelace' });
  expect(latch.getState().connectors.connectedIds.eip155).toBe('auth');
});

it("ends in the frame's words when the person denied the provider's consent, with no account", async () => {
  const { play, popup } = setup({ CONNECT_SOCIAL: { error: 'The sign-in with Google was cancelled' } });
  const login = connectSocial(latch, 'google', popup);
  const refused = expect(login).rejects.toThrow('The sign-in with Google was cancelled');
  await play();
  await refused;
  expect(latch.getState().accounts.eip155?.status ?? 'disconnected').toBe('disconnected');
  expect(popup.close).toHaveBeenCalled();
});

it('a social login the frame does not finish within SPEC 9\'s 30 s: "Embedded Wallet Request Timed Out"', async () => {
  const { play, popup, clock } = setup({ CONNECT_SOCIAL: 'never' });
  const login = connectSocial(latch, 'github', popup);
  const timedOut = expect(login).rejects.toThrow(Alerts.embeddedWalletTimeout.shortMessage);
  await play();
  clock.advance(29_999);
  await settle();
  expect(latch.getState().accounts.eip155?.status ?? 'disconnected').toBe('disconnected');
  clock.advance(1);
  await timedOut;
});
