/**
 * @jest-environment node
 */
// The frame's login and key backup against the real services, started in-process: a first device
// signs in with the codes from the dev mailbox and makes its keys; a reload restores them from the
// device; a second device, after approving itself, recovers the same address from the backup and
// signs with it. The frame's calls carry the frame's Origin, as a browser on 127.0.0.1:5174 would,
// and a proof of the device's key: without it, the frame's own token opens nothing.
import type { Services } from '@latch/services';
import { verifyMessage } from 'ethers';
import { approveByLink, DAPP_ORIGIN, FRAME_ORIGIN, frameDevice, keptToken, latestCode as mailedCode } from './frameDevice.js';
import type { FrameWallet } from '../src/wallet.js';
import type { MemoryStorage } from '../src/storage.js';
import type { DeviceKeyStore } from '../src/keys/deviceKey.js';
import { startTestServices } from './testServices.js';

const EMAIL = 'ada@example.com';
const clock = { ms: Date.parse('2030-01-01T00:00:00.000Z') };
let services: Services;

beforeAll(async () => {
  services = await startTestServices({ auth: { smtpPort: 0, newDeviceHoldMs: 0, now: () => clock.ms } });
});
afterAll(() => services?.stop());

const latestCode = () => mailedCode(services.url, EMAIL);

/** One browser: its storage, its device key, and the frame page's wallet over them. */
const device = (web?: MemoryStorage, deviceKey?: DeviceKeyStore) => frameDevice({ servicesUrl: services.url, now: () => clock.ms, ...(web ? { web } : {}), ...(deviceKey ? { deviceKey } : {}) });

/** The whole email login of a device, as the app drives it; the 30 s between emails pass first. */
async function logIn(wallet: FrameWallet, expected: 'VERIFY_DEVICE' | 'VERIFY_OTP') {
  clock.ms += 30_000;
  expect(await wallet.connectEmail(EMAIL)).toBe(expected);
  if (expected === 'VERIFY_DEVICE') {
    await approveByLink(services.url, EMAIL);
    expect(await wallet.connectDevice()).toBe('VERIFY_OTP');
  }
  await wallet.connectOtp(await latestCode());
}

describe('the frame against the real services', () => {
  let first: ReturnType<typeof device>;
  let address: string;

  it('signs a first device in, makes its keys and backs them up', async () => {
    first = device();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await logIn(first.wallet, 'VERIFY_DEVICE');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the dev faucet did not fund'));
    warn.mockRestore();
    const user = await first.wallet.user();
    address = user.address;
    expect(user).toMatchObject({ email: EMAIL, address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/), chainId: 31337 });
    // No faucet on these services: asked once, and the login went on without it.
    expect(first.fund).toHaveBeenCalledWith(address);
    const token = keptToken(first.web);
    expect(await first.api.keyBackup(token)).toMatchObject({ address, version: 1 });
    // The same token from outside the frame, with the frame's Origin forged but no proof of its key: nothing.
    const forged = await fetch(`${services.url}/auth/v1/key-backup/wrap-key?projectId=latch-demo&st=latch&sv=4`, { headers: { authorization: `DPoP ${token}`, origin: FRAME_ORIGIN } });
    expect(forged.status).toBe(401);
  });

  it('refuses the wrap key to the dApp origin, even with the frame session token', async () => {
    const token = keptToken(first.web);
    const answer = await fetch(`${services.url}/auth/v1/key-backup/wrap-key?projectId=latch-demo&st=latch&sv=4`, { headers: { authorization: `Bearer ${token}`, origin: DAPP_ORIGIN } });
    expect(answer.status).toBe(403);
  });

  it('restores the account after a reload, from the device', async () => {
    const reloaded = device(first.web, first.deviceKey);
    expect(await reloaded.wallet.isConnected()).toBe(true);
    expect((await reloaded.wallet.user()).address).toBe(address);
    expect(await reloaded.wallet.connectEmail(EMAIL)).toBe('CONNECT');
  });

  it('recovers the same address on a second device, which then signs with it', async () => {
    const second = device();
    expect(await second.wallet.isConnected()).toBe(false);
    await logIn(second.wallet, 'VERIFY_DEVICE');
    expect((await second.wallet.user()).address).toBe(address);
    expect(second.fund).not.toHaveBeenCalled();
    const signature = (await second.rpc.request({ method: 'personal_sign', params: ['0x48656c6c6f', address] }, { origin: DAPP_ORIGIN })) as string;
    expect(verifyMessage('Hello', signature)).toBe(address);
  });

  it('signs out on the services, keeping the keys on the device; the next login needs only the code', async () => {
    const reloaded = device(first.web, first.deviceKey);
    await reloaded.wallet.signOut();
    expect(await reloaded.wallet.isConnected()).toBe(false);
    expect(first.web.getItem('@appkit-wallet/session')).toBeNull();
    await logIn(reloaded.wallet, 'VERIFY_OTP');
    expect((await reloaded.wallet.user()).address).toBe(address);
  });

  it("says the services' own words when the person refused the device by the link, or a code is wrong", async () => {
    const third = device();
    clock.ms += 30_000;
    expect(await third.wallet.connectEmail(EMAIL)).toBe('VERIFY_DEVICE');
    await approveByLink(services.url, EMAIL, 'refuse');
    await expect(third.wallet.connectDevice()).rejects.toThrow('This device was refused from the link we emailed: sign in again to ask anew');
    await expect(third.wallet.connectEmail(EMAIL)).rejects.toThrow(/^Please try again after \d+ seconds$/);
    clock.ms += 30_000;
    await logIn(third.wallet, 'VERIFY_DEVICE');
    await third.wallet.signOut();
    clock.ms += 30_000;
    expect(await third.wallet.connectEmail(EMAIL)).toBe('VERIFY_OTP');
    const wrong = String((Number(await latestCode()) + 1) % 1_000_000).padStart(6, '0');
    await expect(third.wallet.connectOtp(wrong)).rejects.toThrow('Invalid code');
  });
});
