/**
 * @jest-environment node
 */
// Passkeys through the frame against the real services, started in-process: a person signed in by
// email adds a passkey (ADD_PASSKEY; the click on the frame's passkey screen runs the ceremony of
// a software authenticator, node crypto P-256, whose answers the services verify with
// @simplewebauthn/server), signs out, and on a new device signs in with the passkey alone
// (CONNECT_PASSKEY): the keys come back from the backup, the same address.
import { createServices, type Services } from '@latch/services';
import type { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { SoftAuthenticator } from '../../services/test/softAuthenticator.js';
import { NOT_CONNECTED } from '../src/messages.js';
import { passkeyHandlers } from '../src/passkeys/passkeyHandlers.js';
import type { PasskeyPrompt, PasskeyRequest } from '../src/passkeys/passkeyScreen.js';
import { PasskeyAuth } from '../src/session/passkeyAuth.js';
import { FRAME_ORIGIN, frameDevice, latestCode } from './frameDevice.js';

const clock = { ms: Date.parse('2030-01-01T00:00:00.000Z') };
let services: Services;

beforeAll(async () => {
  services = await createServices({ port: 0, database: { kind: 'memory' }, auth: { smtpPort: 0, now: () => clock.ms } });
});
afterAll(() => services?.stop());

const ctx = { origin: 'http://127.0.0.1:5173' };

/** The person's device: its authenticator answers WebAuthn as the frame's origin asks. */
function webauthnOf(authenticator: SoftAuthenticator) {
  return async () => ({
    startRegistration: (async ({ optionsJSON }) => authenticator.create(optionsJSON, FRAME_ORIGIN)) as typeof startRegistration,
    startAuthentication: (async ({ optionsJSON }) => authenticator.get(optionsJSON, FRAME_ORIGIN)) as typeof startAuthentication,
  });
}

/** The passkey screen as the person uses it: waits for it to be ready, then presses its button. */
const clickingScreen = (steps: string[] = []): PasskeyPrompt => ({
  async ask<T>(request: PasskeyRequest<T>): Promise<T> {
    steps.push(request.step);
    return (await request.prepare())();
  },
  cancel: () => false,
});

function passkeyDevice(authenticator: SoftAuthenticator, steps: string[] = []) {
  const device = frameDevice({ servicesUrl: services.url, now: () => clock.ms });
  const passkeys = new PasskeyAuth({ api: device.api, deviceId: () => 'passkey-device', webauthn: webauthnOf(authenticator) });
  const handlers = passkeyHandlers({
    passkeys,
    screen: clickingScreen(steps),
    sessionToken: async () => (await device.auth.current())?.token,
    connect: (issued) => device.wallet.connectIssued(issued),
  });
  return { ...device, handlers };
}

describe('passkeys through the frame against the real services', () => {
  it('adds a passkey after an email login; a new device signs in with it alone to the same address', async () => {
    const authenticator = new SoftAuthenticator();
    const steps: string[] = [];
    const first = passkeyDevice(authenticator, steps);
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    clock.ms += 30_000;
    await first.wallet.connectEmail('ada@example.com');
    await first.wallet.connectDevice(await latestCode(services.url, 'ada@example.com'));
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

  it('adds no passkey without a session, and signs nobody in with a passkey the services do not know', async () => {
    const stranger = new SoftAuthenticator();
    const device = passkeyDevice(stranger);
    await expect(device.handlers.ADD_PASSKEY!({}, ctx)).rejects.toThrow(NOT_CONNECTED);
    stranger.create({ challenge: 'x', rp: { id: new URL(FRAME_ORIGIN).hostname }, user: { id: 'nobody' } }, FRAME_ORIGIN);
    await expect(device.handlers.CONNECT_PASSKEY!({}, ctx)).rejects.toThrow('This passkey is not registered with the wallet: sign in another way and add it from the Account');
    expect(await device.wallet.isConnected()).toBe(false);
  });
});
