/** @jest-environment jsdom */
// The embedded wallet's Farcaster login through a real store: core's connectFarcaster waits on
// CONNECT_FARCASTER, which the frame answers once the person signed in on its own screen (the link
// never crosses to the app), then connects through the auth connector. Leaving ConnectingFarcaster
// hides the frame, which cancels its screen (ui's ConnectingFarcaster test).
import { connectFarcaster, type Latch } from '@latch/core';
import { playedFrame, settle, type Answers } from '../../test/playedFrame.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USER = { email: null, address: ADDRESS, chainId: 31337, userName: 'ada' };

const defaults: Answers = {
  SYNC_DAPP_DATA: { ok: {} },
  CONNECT_FARCASTER: { ok: { userName: 'ada' } },
  GET_USER: { ok: USER },
  GET_CHAIN_ID: { ok: { chainId: 31337 } },
  CANCEL_APPROVAL: { ok: { cancelled: true } },
};

let latch: Latch;
afterEach(() => {
  latch.destroy();
  document.body.replaceChildren();
});

it('waits for the frame, then connects through the auth connector; no link reaches the page', async () => {
  const played = playedFrame(defaults);
  latch = played.latch;
  const login = connectFarcaster(latch);
  await played.play();
  expect(await login).toEqual({ userName: 'ada' });
  expect(played.posted.find((message) => message.type === '@latch-app/CONNECT_FARCASTER')?.payload).toEqual({});
  expect(latch.getState().accounts.eip155?.farcasterUrl).toBeUndefined();
  expect(played.types().indexOf('CONNECT_FARCASTER')).toBeLessThan(played.types().indexOf('GET_USER'));
  expect(latch.getState().accounts.eip155).toMatchObject({ status: 'connected', address: ADDRESS, user: { username: 'ada' } });
  expect(latch.getState().connectors.connectedIds.eip155).toBe('auth');
});

it("ends in the frame's words when it stops asking, with no account", async () => {
  const played = playedFrame(defaults, { CONNECT_FARCASTER: { error: 'Request was aborted' } });
  latch = played.latch;
  const refused = expect(connectFarcaster(latch)).rejects.toThrow('Request was aborted');
  await played.play();
  await refused;
  expect(latch.getState().accounts.eip155?.status ?? 'disconnected').toBe('disconnected');
});

it("waits past SPEC 9's 30 s while the person is at the frame's screen; hiding the frame cancels it", async () => {
  const played = playedFrame(defaults, { CONNECT_FARCASTER: 'never' });
  latch = played.latch;
  void connectFarcaster(latch).catch(() => undefined);
  await played.play();
  played.clock.advance(10 * 30_000);
  await settle();
  expect(played.types()).not.toContain('CANCEL_APPROVAL');
  // As core's positionAuthFrame does when the view shows the frame, then leaves.
  played.adapter.showAuthFrame!({ top: 0, left: 0, width: 360, height: 200 });
  played.adapter.showAuthFrame!(undefined);
  await settle();
  expect(played.types()).toContain('CANCEL_APPROVAL');
  expect(latch.getState().accounts.eip155?.status ?? 'disconnected').toBe('disconnected');
});
