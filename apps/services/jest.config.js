import { jestPreset } from '@latch/config/jest';

// The suite runs over PGlite, or over PostgreSQL with LATCH_TEST_DB=postgres (test/database.ts).
// PGlite's CommonJS build loads Node's built-ins with dynamic import(), which jest allows only
// under --experimental-vm-modules: the test script sets it through NODE_OPTIONS.
// jose 6 ships ES modules only, which jest's CommonJS runtime cannot require on Node 20: it is
// one of the packages under node_modules that swc compiles for the tests; oidc-provider (the local
// identity world's OpenID provider, from @latch/devnet) is the other.
export default {
  ...jestPreset(),
  // Generous for a suite that shares two cores with the browser suite in CI: a services start with
  // its migrations into a fresh PGlite takes 2-4 s alone and passed 30 s beside it (ci20, ci21).
  testTimeout: 90_000,
  // Over PostgreSQL each file has a database of its own, and a file spends most of its time waiting on
  // it and on the chain: a second worker fills those waits (the PGlite run stays on one, for its memory).
  maxWorkers: process.env.LATCH_TEST_DB === 'postgres' ? 2 : 1,
  setupFiles: ['<rootDir>/test/localWorld.setup.ts'],
  globalSetup: '<rootDir>/test/postgresCluster.ts',
  globalTeardown: '<rootDir>/test/globalTeardown.ts',
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/(jose|oidc-provider)@|(jose|oidc-provider)/)'],
};
