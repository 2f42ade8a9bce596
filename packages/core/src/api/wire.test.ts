import { LONG_POLL_MAX_MS, REQUEST_TIMEOUT_MS } from './wire.js';

it("holds a long poll shorter than a call's limit, so the services answer before the caller gives up", () => {
  expect(REQUEST_TIMEOUT_MS).toBe(30_000);
  expect(LONG_POLL_MAX_MS).toBeLessThan(REQUEST_TIMEOUT_MS);
});
