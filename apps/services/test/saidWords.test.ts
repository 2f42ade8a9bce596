// Words a person reads leave with their catalogue id and values beside the English (core's error
// body), the reasons' too; the device a link names is said by its parts.
import { apiErrorBodySchema } from '@latch/core/api';
import { AUTH_SAID, emailThrottled, keysHeld, wrongCodesInRow } from '../src/auth/messages.js';
import { describeDevice, deviceFields, deviceSaid } from '../src/auth/deviceDescription.js';
import { errorBody, HttpError } from '../src/http/errors.js';
import { tooManyRequests } from '../src/http/rateLimit.js';

const CHROME_ON_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

it('say a table’s words with the id of their key, and the English as the message', () => {
  expect(AUTH_SAID.codeInvalid).toEqual({ message: 'Invalid code', messageId: 'authCodeInvalid' });
  expect(new HttpError(401, AUTH_SAID.codeInvalid).message).toBe('Invalid code');
  expect(errorBody(AUTH_SAID.codeInvalid, ['4 attempts left'])).toEqual({ message: 'Invalid code', messageId: 'authCodeInvalid', reasons: [{ description: '4 attempts left' }] });
});

it('carry their values by name, on the message and on a reason, in the shape core parses', () => {
  expect(wrongCodesInRow(1)).toEqual({ message: 'Too many wrong codes in a row: try again in 1 second', messageId: 'wrongCodesInRow', values: { seconds: 1 } });
  expect(tooManyRequests(30)).toEqual({ message: 'Too many requests: try again in 30 seconds', messageId: 'tooManyRequests', values: { seconds: 30 } });
  expect(keysHeld(Date.UTC(2030, 0, 1, 14, 5))).toMatchObject({ messageId: 'keysHeld', values: { time: '14:05' } });
  const body = errorBody('This email has a wallet already', [emailThrottled(12)]);
  expect(body).toEqual({ message: 'This email has a wallet already', reasons: [{ description: 'Please try again after 12 seconds', messageId: 'emailThrottled', values: { seconds: 12 } }] });
  expect(apiErrorBodySchema.parse(body)).toEqual(body);
  // Words for API users and logs alone have no id.
  expect(errorBody('Invalid body: expected JSON')).toEqual({ message: 'Invalid body: expected JSON' });
});

it.each([
  [CHROME_ON_MAC, '203.0.113.7', 'deviceOnSystem', { browser: 'Chrome 131', system: 'macOS', address: '203.0.113.7' }, 'Chrome 131 on macOS, from the address 203.0.113.7'],
  ['Mozilla/5.0 Firefox/120.0', '198.51.100.2', 'deviceBrowser', { browser: 'Firefox 120', address: '198.51.100.2' }, 'Firefox 120, from the address 198.51.100.2'],
  [undefined, '::1', 'deviceUnknown', { address: '::1' }, 'An unknown browser or program, from the address ::1'],
])('name a device by its parts (%s)', (userAgent, client, messageId, values, english) => {
  const device = describeDevice(userAgent, client);
  expect(device).toEqual(values);
  expect(deviceSaid(device)).toEqual({ message: english, messageId, values });
  expect(deviceFields(device)).toEqual({ device: english, deviceMessageId: messageId, deviceValues: values });
});

it('cuts each part to its length, so a long User-Agent never cuts the address', () => {
  const device = describeDevice(`Mozilla/5.0 Firefox/${'1'.repeat(300)}.0`, '2001:db8::1');
  expect(device.browser).toBe(`Firefox ${'1'.repeat(92)}`);
  expect(device.address).toBe('2001:db8::1');
});

// A program with its own key claims any User-Agent; it may dress its browser's name as another
// device and address, but the address the page says is the one it asked from, kept apart.
it("names the address a forged User-Agent asked from, whatever device and address its name claims", () => {
  const device = describeDevice('Trusted Laptop on Windows, from the address 10.0.0.1/2.0', '198.51.100.9');
  expect(device.address).toBe('198.51.100.9');
  expect(deviceSaid(device).message.endsWith(', from the address 198.51.100.9')).toBe(true);
});
