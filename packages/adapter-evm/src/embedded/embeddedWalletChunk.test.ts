// The frame client's chunk failing to load (a flaky network, a blocked script) reads as SPEC 8's
// "Unable to load email login dependency", and the next try loads it again.
import { connectEmail, createLatch, createStorage, ErrorMessages } from '@latch/core';
import { manualClock, testNetwork } from '@latch/core/testing';
import { evmAdapter } from '../evmAdapter.js';

let loads = 0;
jest.mock('./authSession.js', () => {
  loads += 1;
  throw new Error('Failed to fetch dynamically imported module');
});

it('says "Unable to load email login dependency" and tries again next time', async () => {
  const clock = manualClock();
  const latch = createLatch({
    projectId: 'latch-test',
    networks: [testNetwork],
    adapters: [evmAdapter({ discovery: false, clock, embeddedWallet: { frameUrl: 'http://127.0.0.1:5174/' } })],
    storage: createStorage(null),
    clock,
    platform: { isMobile: () => false, isTelegram: () => false, isIosSafari: () => false },
  });
  await expect(connectEmail(latch, 'ada@example.com')).rejects.toThrow(ErrorMessages.emailDependency.text);
  await expect(connectEmail(latch, 'ada@example.com')).rejects.toThrow(ErrorMessages.emailDependency.text);
  expect(loads).toBe(2);
  latch.destroy();
});
