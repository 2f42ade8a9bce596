import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const dist = (path: string) => fileURLToPath(new URL(`../dist/${path}`, `file://${__filename}`));
const importInNode = (entry: string, expression: string) =>
  execFileSync(process.execPath, ['--input-type=module', '-e', `const m = await import(${JSON.stringify(entry)}); console.log(${expression})`], { encoding: 'utf8' }).trim();

// The built package must import in plain Node: nothing may touch window or document at import time.
it('imports @latch/core from dist in Node with no DOM', () => {
  expect(importInNode(dist('exports/index.js'), 'typeof m.createLatch, typeof globalThis.window')).toBe('function undefined');
});

it('imports the API contract, @latch/core/api, in Node, as the services will', () => {
  expect(importInNode(dist('api/index.js'), 'typeof m.apiRequest, typeof m.walletsResponseSchema.safeParse')).toBe('function function');
});

it('imports @latch/core/internal from dist in Node with no DOM', () => {
  expect(importInNode(dist('exports/internal.js'), 'typeof m.selectWalletConnectors, typeof m.PAIRING_EXPIRY_MS')).toBe('function number');
});

it('imports @latch/core/walletconnect from dist in Node with no DOM, as the adapters release the SDK there too', () => {
  expect(importInNode(dist('walletconnect/index.js'), 'typeof m.startReleasable, typeof m.closeCore')).toBe('function function');
});

it('imports @latch/core/logger from dist in Node with no DOM, as the adapters make their logger there too', () => {
  expect(importInNode(dist('logger/index.js'), 'typeof m.createLogger, m.LOG_LEVELS.length')).toBe('function 5');
});

it('imports @latch/core/ssr from dist in Node with no DOM, as a server render does, and reads a Cookie header there', () => {
  const header = JSON.stringify('%40latch%2FactiveCaipNetworkId=%22eip155%3A1%22');
  const networks = "[{ caipNetworkId: 'eip155:1', chainNamespace: 'eip155' }]";
  expect(importInNode(dist('ssr/index.js'), `typeof m.hydrate, m.cookieToInitialState({ networks: ${networks} }, ${header}).activeNetwork, typeof globalThis.window`)).toBe(
    'function eip155:1 undefined',
  );
});
