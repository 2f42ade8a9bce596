import { jestPreset } from '@latch/config/jest';

// oidc-provider ships ES modules only, which jest's CommonJS runtime cannot require: swc compiles
// it (and the jose it brings) for the tests.
export default { ...jestPreset(), testTimeout: 30_000, transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/(oidc-provider|jose)@|(oidc-provider|jose)/)'] };
