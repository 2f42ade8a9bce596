// The public API of @latch/wagmi; `exports.test.ts` snapshots the names.
export { latchConnector } from '../latchConnector.js';
