/**
 * @jest-environment node
 */
// The frame's email update against the real services, started in-process: UPDATE_EMAIL, then
// each code typed into the frame's code screen (here, a prompt that types the code the dev
// mailbox holds), titled for its address; afterwards the frame's user names the new address with
// the same wallet, and the new address signs another device in to that wallet.
import type { Services } from '@latch/services';
import type { CodePrompt, CodeRequest } from '../src/codes/codeScreen.js';
import { emailUpdateHandlers } from '../src/emailUpdateHandlers.js';
import { EmailUpdate, NO_UPDATE_STARTED } from '../src/session/emailUpdate.js';
import { approveByLink, frameDevice, latestCode } from './frameDevice.js';
import { startTestServices } from './testServices.js';

const clock = { ms: Date.parse('2030-01-01T00:00:00.000Z') };
let services: Services;

beforeAll(async () => {
  services = await startTestServices({ auth: { smtpPort: 0, newDeviceHoldMs: 0, now: () => clock.ms } });
});
afterAll(() => services?.stop());

const ctx = { origin: 'http://127.0.0.1:5173', id: 'req-1' };

/** The code screen as the person uses it: reads the code mailed to the address it shows and types it, after one wrong try. */
function typingPrompt() {
  const asked: { step: string; email: string; wrong: string }[] = [];
  const codes: CodePrompt = {
    async ask<T>(request: CodeRequest<T>): Promise<T> {
      if (request.step === 'device') throw new Error('an email update asks for no device approval');
      const code = await latestCode(services.url, request.email);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const refusal = await request.check(wrong).then(() => 'accepted', (error: Error) => error.message);
      asked.push({ step: request.step, email: request.email, wrong: refusal });
      return request.check(code);
    },
    cancel: () => false,
  };
  return { codes, asked };
}

/** A device signed in by email, with the frame's email update over its session. */
async function signedIn(email: string) {
  const device = frameDevice({ servicesUrl: services.url, now: () => clock.ms });
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  clock.ms += 30_000;
  await device.wallet.connectEmail(email);
  await approveByLink(services.url, email);
  await device.wallet.connectDevice();
  await device.wallet.connectOtp(await latestCode(services.url, email));
  jest.mocked(console.warn).mockRestore();
  return { ...device, update: new EmailUpdate({ api: device.api, auth: device.auth }) };
}

describe("the frame's email update against the real services", () => {
  it('asks the current address, then the new one, on the code screen; the user keeps its wallet under the new address', async () => {
    const device = await signedIn('grace@example.com');
    const before = await device.wallet.user();
    const { codes, asked } = typingPrompt();
    const handlers = emailUpdateHandlers(device.update, codes);

    expect(await handlers.UPDATE_EMAIL!({ email: ' Grace.New@Example.com ' }, ctx)).toEqual({ action: 'VERIFY_PRIMARY_OTP' });
    expect(await handlers.UPDATE_EMAIL_PRIMARY_OTP!({}, ctx)).toEqual({});
    expect(await handlers.UPDATE_EMAIL_SECONDARY_OTP!({}, ctx)).toEqual({ newEmail: 'grace.new@example.com' });
    expect(asked).toEqual([
      { step: 'primary', email: 'grace@example.com', wrong: 'Invalid code' },
      { step: 'secondary', email: 'grace.new@example.com', wrong: 'Invalid code' },
    ]);

    // The frame's user names the new address at once, with the same wallet.
    const after = await device.wallet.user();
    expect(after).toMatchObject({ email: 'grace.new@example.com', address: before.address, accounts: before.accounts });

    // Another device signs in with the new address and reaches the same wallet.
    const other = frameDevice({ servicesUrl: services.url, now: () => clock.ms });
    clock.ms += 30_000;
    expect(await other.wallet.connectEmail('grace.new@example.com')).toBe('VERIFY_DEVICE');
    await approveByLink(services.url, 'grace.new@example.com');
    await other.wallet.connectDevice();
    await other.wallet.connectOtp(await latestCode(services.url, 'grace.new@example.com'));
    expect((await other.wallet.user()).address).toBe(before.address);
  });

  it("says the services' words for an address that is taken, and asks for no code before a start", async () => {
    await signedIn('taken@example.com');
    const device = await signedIn('keeper@example.com');
    const handlers = emailUpdateHandlers(device.update, typingPrompt().codes);
    await expect(handlers.UPDATE_EMAIL_PRIMARY_OTP!({}, ctx)).rejects.toThrow(NO_UPDATE_STARTED);
    await expect(handlers.UPDATE_EMAIL!({ email: 'taken@example.com' }, ctx)).rejects.toThrow('This email belongs to another account');
    await expect(handlers.UPDATE_EMAIL!({ email: 'keeper@example.com' }, ctx)).rejects.toThrow('This is already your email');
  });
});
