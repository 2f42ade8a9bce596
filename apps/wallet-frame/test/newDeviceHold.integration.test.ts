/**
 * @jest-environment node
 */
// A new device's email login against services that hold its first read of the keys (issue 30,
// point 2): the frame says the services' words while it waits, asks again when their Retry-After
// has passed, and then recovers the account's address from the backup.
import type { Services } from '@latch/services';
import { approveByLink, frameDevice, latestCode } from './frameDevice.js';
import { translate, type MessageRef } from '../src/i18n/translate.js';
import type { ServicesWords } from '../src/services/servicesWords.js';
import { startTestServices } from './testServices.js';

const EMAIL = 'held@example.com';
const HOLD_MS = 1_500;
let services: Services;
/** The services' clock runs in real time (the hold is waited out for real), moved ahead past the 30 s between emails to one address. */
let ahead = 0;
const now = () => Date.now() + ahead;

beforeAll(async () => {
  services = await startTestServices({ auth: { smtpPort: 0, newDeviceHoldMs: HOLD_MS, now } });
});
afterAll(() => services?.stop());

/** A whole email login of a new device. */
async function logIn(device: ReturnType<typeof frameDevice>) {
  expect(await device.wallet.connectEmail(EMAIL)).toBe('VERIFY_DEVICE');
  await approveByLink(services.url, EMAIL);
  expect(await device.wallet.connectDevice()).toBe('VERIFY_OTP');
  await device.wallet.connectOtp(await latestCode(services.url, EMAIL));
}

it("waits through a new device's hold, saying why, then recovers the same address", async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  const first = frameDevice({ servicesUrl: services.url, now });
  await logIn(first);
  const { address } = await first.wallet.user();

  ahead += 30_000;
  const second = frameDevice({ servicesUrl: services.url, now });
  const said: ServicesWords[] = [];
  second.api.onHeld = (words) => said.push(words);
  const startedAt = Date.now();
  await logIn(second);
  expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1_000);
  // Said by its id, for the screen to write in the person's locale.
  expect(said[0]).toEqual({ id: 'services.keysHeld', values: { time: expect.stringMatching(/^\d\d:\d\d$/) } });
  expect(translate('services.keysHeld', (said[0] as MessageRef).values)).toMatch(/^For your safety, your wallet opens on this new device at \d\d:\d\d UTC\. We emailed you a link to stop it if it is not you\.$/);
  expect((await second.wallet.user()).address).toBe(address);
});
