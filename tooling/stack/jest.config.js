import { jestPreset } from '@latch/config/jest';

// jose and oidc-provider (reached through @latch/services and @latch/devnet) ship ES modules only,
// which jest's CommonJS runtime cannot require on Node 20: swc compiles them for the tests. PGlite
// (the services' database in memory) loads Node's built-ins with dynamic import(), which jest allows
// only under --experimental-vm-modules: the test script sets it, as the services' does.
export default {
  ...jestPreset(),
  testTimeout: 30_000,
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/(jose|oidc-provider)@|(jose|oidc-provider)/)'],
};
