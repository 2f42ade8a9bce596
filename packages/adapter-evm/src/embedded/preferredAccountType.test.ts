/** @jest-environment jsdom */
// Switching the embedded wallet's account type through a real store (SPEC 4): core's
// setPreferredAccountType turns loading on, the adapter sends the frame's SET_PREFERRED_ACCOUNT, core
// reconnects (GET_USER answers the account now in use) and turns loading off. The frame is played.
import { connectSocial, setPreferredAccountType, type Latch } from '@latch/core';
import { playedFrame } from '../../test/playedFrame.js';

const SMART = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const EOA = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const accounts = [
  { address: SMART, type: 'smartAccount' },
  { address: EOA, type: 'eoa' },
];
const smartUser = { email: 'ada@example.com', address: SMART, chainId: 31337, accounts, preferredAccountType: 'smartAccount', smartAccountDeployed: false };
const eoaUser = { ...smartUser, address: EOA, preferredAccountType: 'eoa' };

let latch: Latch;
afterEach(() => {
  latch.destroy();
  document.body.replaceChildren();
});

it('sets the type in the frame, then reconnects to the account the frame answers, with loading on meanwhile', async () => {
  const played = playedFrame({
    SYNC_DAPP_DATA: { ok: {} },
    CONNECT_SOCIAL: { ok: smartUser },
    GET_USER: [{ ok: smartUser }, { ok: eoaUser }],
    IS_CONNECTED: { ok: { isConnected: true } },
    GET_CHAIN_ID: { ok: { chainId: 31337 } },
    SET_PREFERRED_ACCOUNT: { ok: { type: 'eoa', address: EOA } },
  });
  latch = played.latch;
  const login = connectSocial(latch, 'google');
  await played.play();
  await login;
  expect(latch.getState().accounts.eip155).toMatchObject({ address: SMART, allAccounts: [{ address: SMART, type: 'smartAccount' }], smartAccountDeployed: false });

  const loading: boolean[] = [];
  const unsubscribe = latch.subscribe(() => void (loading.at(-1) !== latch.getState().modal.loading && loading.push(latch.getState().modal.loading)));
  await setPreferredAccountType(latch, 'eoa');
  unsubscribe();

  expect(played.posted.find((message) => message.type === '@latch-app/SET_PREFERRED_ACCOUNT')?.payload).toEqual({ type: 'eoa' });
  expect(played.types().slice(played.types().indexOf('SET_PREFERRED_ACCOUNT'))).toEqual(['SET_PREFERRED_ACCOUNT', 'IS_CONNECTED', 'GET_USER']);
  expect(loading).toEqual([true, false]);
  expect(latch.getState().accounts.eip155).toMatchObject({ address: EOA, allAccounts: [{ address: EOA, type: 'eoa' }], preferredAccountTypes: { eip155: 'eoa' }, smartAccountDeployed: undefined });
});

it("keeps the account and says the frame's refusal", async () => {
  const played = playedFrame({
    SYNC_DAPP_DATA: { ok: {} },
    CONNECT_SOCIAL: { ok: smartUser },
    GET_USER: { ok: smartUser },
    GET_CHAIN_ID: { ok: { chainId: 31337 } },
    SET_PREFERRED_ACCOUNT: { error: 'Not connected' },
  });
  latch = played.latch;
  const login = connectSocial(latch, 'google');
  await played.play();
  await login;
  await expect(setPreferredAccountType(latch, 'eoa')).rejects.toThrow('Not connected');
  expect(latch.getState().modal.loading).toBe(false);
  expect(latch.getState().accounts.eip155).toMatchObject({ address: SMART, preferredAccountTypes: { eip155: 'smartAccount' } });
});
