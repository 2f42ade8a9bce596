// @latch/core/testing: helpers for tests and headless examples. Never for real flows.
export { manualClock, memoryAdapter, testMainnet, testNetwork } from './memoryAdapter.js';
export { memoryFarcasterLogin } from './memoryFarcasterLogin.js';
export { memoryPasskeyLogin } from './memoryPasskeyLogin.js';
export { memorySocialLogin } from './memorySocialLogin.js';
export { adapterConformanceChecks, describeAdapterConformance, type AdapterConformanceOptions, type ConformanceCheck, type ConformanceOptionsSource, type ConformanceRunner } from './conformance.js';
export { createAdapterContext } from '../adapter/adapterContext.js';
// How long balanceCache answers a read again: what an adapter's test moves its clock by.
export { NATIVE_BALANCE_CACHE_MS } from '../adapter/balanceCache.js';
