/**
 * @jest-environment node
 */
// Passkeys through the frame against the real services, started in-process: a person signed in by
// email adds a passkey (ADD_PASSKEY; the click on the frame's passkey screen runs the ceremony of
// a software authenticator, node crypto P-256, whose answers the services verify with
// @simplewebauthn/server), signs out, and on a new device signs in with the passkey alone
// (CONNECT_PASSKEY): the keys come back from the backup, the same address. Where the authenticator
// offers PRF, the backup is sealed under the passkey: the services' wrap key alone no longer opens
// it, an email login on a new device is told to use the passkey, and the passkey opens it.
import { AUTH_MESSAGES, type Services } from '@latch/services';
import type { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { SoftAuthenticator } from '../../services/test/softAuthenticator.js';
import { openBackup } from '../src/keys/backup.js';
import { fromBase64Url } from '../src/keys/bytes.js';
import { BACKUP_SEALED_OTHER_PASSKEY, BACKUP_SEALED_USE_PASSKEY } from '../src/keys/passkeySeal.js';
import { NOT_CONNECTED } from '../src/messages.js';
import { ServicesError } from '../src/services/client.js';
import { passkeyHandlers } from '../src/passkeys/passkeyHandlers.js';
import type { PasskeyStep } from '../src/passkeys/passkeyText.js';
import type { ActionPrompt, ActionRequest } from '../src/screens/actionScreen.js';
import { PasskeyAuth } from '../src/session/passkeyAuth.js';
import { approveByLink, FRAME_ORIGIN, frameDevice, latestCode } from './frameDevice.js';
import { startTestServices } from './testServices.js';

const clock = { ms: Date.parse('2030-01-01T00:00:00.000Z') };
let services: Services;

beforeAll(async () => {
  services = await startTestServices({ auth: { smtpPort: 0, newDeviceHoldMs: 0, now: () => clock.ms } });
});
afterAll(() => services?.stop());

const ctx = { origin: 'http://127.0.0.1:5173', id: 'req-1' };

/** The person's device: its authenticator answers WebAuthn as the frame's origin asks. */
function webauthnOf(authenticator: SoftAuthenticator) {
  return async () => ({
    startRegistration: (async ({ optionsJSON }) => authenticator.create(optionsJSON, FRAME_ORIGIN)) as typeof startRegistration,
    startAuthentication: (async ({ optionsJSON }) => authenticator.get(optionsJSON, FRAME_ORIGIN)) as typeof startAuthentication,
  });
}

const PASSKEY_STEPS: PasskeyStep[] = ['add', 'signIn', 'seal'];

/** The passkey screen as the person uses it: waits for it to be ready, then presses its button (or Not now, on a step offering it, when `declines`). */
const clickingScreen = (steps: string[] = [], declines = false): ActionPrompt => ({
  async ask<T>(request: ActionRequest<T>): Promise<T> {
    steps.push(PASSKEY_STEPS.find((step) => request.text.title.id === `passkey.${step}.title`)!);
    if (declines && 'skipped' in request) return request.skipped as T;
    return (await request.prepare())(new AbortController().signal);
  },
  cancel: () => false,
});

/** A new device (or `device`, with another authenticator at hand) and the frame's passkey requests on it. */
function passkeyDevice(authenticator: SoftAuthenticator, steps: string[] = [], declines = false, device = frameDevice({ servicesUrl: services.url, now: () => clock.ms })) {
  const passkeys = new PasskeyAuth({ api: device.api, deviceId: () => 'passkey-device', webauthn: webauthnOf(authenticator) });
  const handlers = passkeyHandlers({
    passkeys,
    screen: clickingScreen(steps, declines),
    origin: FRAME_ORIGIN,
    sessionToken: async () => (await device.auth.current())?.token,
    connect: (issued, passkey) => device.wallet.connectIssued(issued, passkey),
    sealBackup: (prf) => device.wallet.sealBackupUnderPasskey(prf),
  });
  return { ...device, handlers };
}

/** The email login of a device, both codes read from the services' mailbox. */
async function emailLogin(device: ReturnType<typeof passkeyDevice>, email: string) {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    clock.ms += 30_000;
    await device.wallet.connectEmail(email);
    await approveByLink(services.url, email);
    await device.wallet.connectDevice();
    await device.wallet.connectOtp(await latestCode(services.url, email));
  } finally {
    jest.mocked(console.warn).mockRestore();
  }
}

describe('passkeys through the frame against the real services', () => {
  it('adds a passkey after an email login; a new device signs in with it alone to the same address', async () => {
    const authenticator = new SoftAuthenticator({ prf: false });
    const steps: string[] = [];
    const first = passkeyDevice(authenticator, steps);
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    clock.ms += 30_000;
    await first.wallet.connectEmail('ada@example.com');
    await approveByLink(services.url, 'ada@example.com');
    await first.wallet.connectDevice();
    await first.wallet.connectOtp(await latestCode(services.url, 'ada@example.com'));
    jest.mocked(console.warn).mockRestore();
    const before = await first.wallet.user();

    expect(await first.handlers.ADD_PASSKEY!({}, ctx)).toEqual({ sealed: false });
    expect(authenticator.credentials).toHaveLength(1);
    await first.wallet.signOut();
    expect(await first.wallet.isConnected()).toBe(false);

    const second = passkeyDevice(authenticator, steps);
    const user = await second.handlers.CONNECT_PASSKEY!({}, ctx);
    expect(user).toMatchObject({ email: 'ada@example.com', address: before.address, accounts: before.accounts });
    expect(await second.wallet.isConnected()).toBe(true);
    expect(steps).toEqual(['add', 'signIn']);
  });

  it("seals the backup under a PRF passkey: an email login on a new device is told to use it, the passkey opens it, another passkey is told which", async () => {
    const authenticator = new SoftAuthenticator();
    const steps: string[] = [];
    const first = passkeyDevice(authenticator, steps);
    await emailLogin(first, 'grace@example.com');
    const before = await first.wallet.user();
    const { token, user } = (await first.auth.current())!;
    const plain = (await first.api.keyBackup(token))!;
    expect(plain.passkeySeal).toBeNull();

    expect(await first.handlers.ADD_PASSKEY!({}, ctx)).toEqual({ sealed: true });
    expect(steps).toEqual(['add', 'seal']);
    const sealed = (await first.api.keyBackup(token))!;
    expect(sealed).toMatchObject({ address: plain.address, version: plain.version + 1, passkeySeal: { credentialId: authenticator.credentials[0]!.id } });
    expect(fromBase64Url(sealed.ciphertext)[0]).toBe(2);
    // What the services hold (the backup, the wrap key) opens nothing without the passkey.
    await expect(openBackup(sealed.ciphertext, await first.api.wrapKey(token), user.userId, sealed.address)).rejects.toThrow(BACKUP_SEALED_USE_PASSKEY);
    const undo = first.api.putKeyBackup(token, { ciphertext: plain.ciphertext, address: plain.address, version: 1 });
    await expect(undo).rejects.toThrow(AUTH_MESSAGES.backupSealedByPasskey);
    await expect(undo).rejects.toBeInstanceOf(ServicesError);
    // A second passkey (a security key at hand), added without sealing: the backup stays under the first.
    const otherAuthenticator = new SoftAuthenticator();
    const declined: string[] = [];
    expect(await passkeyDevice(otherAuthenticator, declined, true, first).handlers.ADD_PASSKEY!({}, ctx)).toEqual({ sealed: false });
    expect(declined).toEqual(['add', 'seal']);
    expect((await first.api.keyBackup(token))!.passkeySeal).toEqual(sealed.passkeySeal);

    const byEmail = passkeyDevice(new SoftAuthenticator());
    await expect(emailLogin(byEmail, 'grace@example.com')).rejects.toThrow(BACKUP_SEALED_USE_PASSKEY);
    expect(await byEmail.wallet.isConnected()).toBe(false);

    const byOtherPasskey = passkeyDevice(otherAuthenticator);
    await expect(byOtherPasskey.handlers.CONNECT_PASSKEY!({}, ctx)).rejects.toThrow(BACKUP_SEALED_OTHER_PASSKEY);
    expect(await byOtherPasskey.wallet.isConnected()).toBe(false);

    const byPasskey = passkeyDevice(authenticator);
    expect(await byPasskey.handlers.CONNECT_PASSKEY!({}, ctx)).toMatchObject({ email: 'grace@example.com', address: before.address, accounts: before.accounts });
    expect(await byPasskey.wallet.isConnected()).toBe(true);
  });

  it('adds no passkey without a session, and signs nobody in with a passkey the services do not know', async () => {
    const stranger = new SoftAuthenticator();
    const device = passkeyDevice(stranger);
    await expect(device.handlers.ADD_PASSKEY!({}, ctx)).rejects.toThrow(NOT_CONNECTED);
    stranger.create({ challenge: 'x', rp: { id: new URL(FRAME_ORIGIN).hostname }, user: { id: 'nobody' } }, FRAME_ORIGIN);
    await expect(device.handlers.CONNECT_PASSKEY!({}, ctx)).rejects.toThrow('This passkey is not registered with the wallet: sign in another way and add it from the Account');
    expect(await device.wallet.isConnected()).toBe(false);
  });
});
