/**
 * @jest-environment node
 */
// The services say a person's words with an id (`messageId`, a device's `deviceMessageId`) and values; the frame keeps those
// words as its `services.<id>` messages (src/services/servicesWords.ts), because the services cannot
// import the frame. This holds the two equal: every id the services give is the frame's, written
// with the same English, and the frame keeps no id the services do not give.
import { AUTH_SAID, describeDevice, deviceSaid, EMAIL_UPDATE_SAID, emailThrottled, FARCASTER_SAID, keysHeld, PASSKEY_SAID, SOCIAL_FAILURE_SAID, SOCIAL_SAID, TOKEN_REFUSALS, tooManyRequests, USER_INFO_REFUSALS, wrongCodesInRow, type Said } from '@latch/services';
import { SOCIAL_PROVIDERS } from '@latch/core/api';
import { translate } from '../src/i18n/translate.js';
import { servicesMessages } from '../src/services/servicesWords.js';

const typedKeys = <Table extends object>(table: Table) => Object.keys(table) as (keyof Table & string)[];

const SAID: Said[] = [
  ...[AUTH_SAID, EMAIL_UPDATE_SAID, SOCIAL_SAID, FARCASTER_SAID, PASSKEY_SAID].flatMap((table) => Object.values(table)),
  emailThrottled(12),
  ...[1, 2, 45].flatMap((seconds) => [wrongCodesInRow(seconds), tooManyRequests(seconds)]),
  keysHeld(Date.UTC(2030, 0, 1, 14, 5)),
  // A provider's answer that failed, by the provider's name (and its error code or the refusal's reason).
  ...SOCIAL_PROVIDERS.flatMap((provider) => [
    SOCIAL_FAILURE_SAID.denied(provider),
    SOCIAL_FAILURE_SAID.providerError(provider, 'server_error'),
    SOCIAL_FAILURE_SAID.exchangeFailed(provider),
    SOCIAL_FAILURE_SAID.providerUnreachable(provider),
    SOCIAL_FAILURE_SAID.emailUnverified(provider),
    SOCIAL_FAILURE_SAID.notConfigured(provider),
    SOCIAL_FAILURE_SAID.otherIssuer(provider),
    ...typedKeys(TOKEN_REFUSALS).map((reason) => SOCIAL_FAILURE_SAID.tokenRefused(provider, reason)),
    ...typedKeys(USER_INFO_REFUSALS).map((reason) => SOCIAL_FAILURE_SAID.userInfoRefused(provider, reason)),
  ]),
  // The device a mailed link names, by its parts.
  ...[
    describeDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', '203.0.113.7'),
    describeDevice('Mozilla/5.0 Firefox/133.0', '10.0.0.1'),
    describeDevice(undefined, '::1'),
  ].map(deviceSaid),
];

it("writes each of the services' ids in the frame's English as the services write it", () => {
  const written = SAID.map(({ messageId, values }) => [messageId, translate(`services.${messageId}`, values)]);
  expect(written).toEqual(SAID.map(({ messageId, message }) => [messageId, message]));
});

it('keeps no id the services do not give', () => {
  expect(Object.keys(servicesMessages).sort()).toEqual([...new Set(SAID.map(({ messageId }) => `services.${messageId}`))].sort());
});
