import { jestPreset } from '@latch/config/jest';

// PGlite's CommonJS build loads Node's built-ins with dynamic import(), which jest allows only
// under --experimental-vm-modules: the test script sets it through NODE_OPTIONS.
export default { ...jestPreset(), testTimeout: 30_000 };
