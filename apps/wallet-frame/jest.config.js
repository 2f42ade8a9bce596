import { jestPreset } from '@latch/config/jest';

// Unit tests run in jsdom with Node's WebCrypto (test/setupCrypto.ts). The integration test
// (test/*.integration.test.ts, `@jest-environment node`) starts the real services in-process from
// their sources: PGlite loads Node's built-ins with import(), so the test script sets
// --experimental-vm-modules, and jose and oidc-provider (ES modules only; the latter is the devnet's
// OpenID provider, for the social login's test) are compiled by swc like the services do.
// With LATCH_TEST_DB=postgres (the test script) the services' global setup starts one PostgreSQL
// cluster for the run, whose databases the integration tests' services take (test/testServices.ts).
const preset = jestPreset({ dom: true });

export default {
  ...preset,
  setupFiles: [...preset.setupFiles, '<rootDir>/test/setupCrypto.ts'],
  globalSetup: '<rootDir>/../services/test/postgresCluster.ts',
  globalTeardown: '<rootDir>/../services/test/globalTeardown.ts',
  // The modal's pseudo-localizer (shared by the catalogue test) imports the ICU parser's ES modules; jest takes its CommonJS twin.
  moduleNameMapper: { '^@latch/services$': '<rootDir>/../services/src/index.ts', ...preset.moduleNameMapper, '^@formatjs/icu-messageformat-parser/lib/(.*)$': '@formatjs/icu-messageformat-parser/$1' },
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/(jose|oidc-provider)@|(jose|oidc-provider)/)'],
  testTimeout: 30_000,
};
