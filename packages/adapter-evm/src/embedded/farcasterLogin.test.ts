/** @jest-environment jsdom */
// The embedded wallet's Farcaster login through a real store: core's connectFarcaster asks the
// adapter for the link (the frame's GET_FARCASTER_URI, kept as farcasterUrl), waits on
// CONNECT_FARCASTER, asking again while the frame answers pending, then connects through the auth
// connector. Leaving ConnectingFarcaster reloads the auth connector, which ends the wait.
import { connectFarcaster, goBack, openModal, pushView, type Latch } from '@latch/core';
import { REQUEST_ABORTED, selectFarcasterUrl } from '@latch/core/internal';
import { FARCASTER_PENDING } from '@latch/frame';
import { playedFrame, settle, type Answers } from '../../test/playedFrame.js';

const LINK = 'http://127.0.0.1:5175/?channelToken=abc&nonce=n&siweUri=http%3A%2F%2F127.0.0.1%3A5174&domain=127.0.0.1%3A5174';
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USER = { email: null, address: ADDRESS, chainId: 31337, userName: 'ada' };
const pending = { error: FARCASTER_PENDING };

const defaults: Answers = {
  SYNC_DAPP_DATA: { ok: {} },
  GET_FARCASTER_URI: { ok: { url: LINK } },
  CONNECT_FARCASTER: [pending, pending, { ok: { userName: 'ada' } }],
  GET_USER: { ok: USER },
  GET_CHAIN_ID: { ok: { chainId: 31337 } },
};

let latch: Latch;
afterEach(() => {
  latch.destroy();
  document.body.replaceChildren();
});

it("shows the frame's link, asks again while the frame answers pending, then connects through the auth connector", async () => {
  const played = playedFrame(defaults);
  latch = played.latch;
  const login = connectFarcaster(latch);
  await played.play();
  expect(await login).toEqual({ userName: 'ada' });
  expect(selectFarcasterUrl(latch.getState())).toBe(LINK);
  expect(played.types().filter((type) => type === 'CONNECT_FARCASTER')).toHaveLength(3);
  expect(played.types().lastIndexOf('CONNECT_FARCASTER')).toBeLessThan(played.types().indexOf('GET_USER'));
  expect(latch.getState().accounts.eip155).toMatchObject({ status: 'connected', address: ADDRESS, user: { username: 'ada' } });
  expect(latch.getState().connectors.connectedIds.eip155).toBe('auth');
});

it("ends in the frame's words when the services refused the approval, with no account", async () => {
  const played = playedFrame(defaults, { CONNECT_FARCASTER: { error: 'The Farcaster sign-in was refused: it has expired' } });
  latch = played.latch;
  const refused = expect(connectFarcaster(latch)).rejects.toThrow('The Farcaster sign-in was refused: it has expired');
  await played.play();
  await refused;
  expect(latch.getState().accounts.eip155?.status ?? 'disconnected').toBe('disconnected');
});

it('leaving ConnectingFarcaster clears the link and, 100 ms later, the reload ends the wait (SPEC 2)', async () => {
  const played = playedFrame(defaults, { CONNECT_FARCASTER: pending });
  latch = played.latch;
  openModal(latch);
  pushView(latch, 'ConnectingFarcaster');
  const aborted = expect(connectFarcaster(latch)).rejects.toThrow(REQUEST_ABORTED);
  await played.play();
  expect(selectFarcasterUrl(latch.getState())).toBe(LINK);
  goBack(latch);
  expect(selectFarcasterUrl(latch.getState())).toBeUndefined();
  played.clock.advance(100);
  await settle();
  await aborted;
  const asked = played.types().filter((type) => type === 'CONNECT_FARCASTER').length;
  await settle();
  expect(played.types().filter((type) => type === 'CONNECT_FARCASTER')).toHaveLength(asked);
  expect(latch.getState().accounts.eip155?.status ?? 'disconnected').toBe('disconnected');
});
