import { jestPreset } from '@latch/config/jest';

const preset = jestPreset({ dom: true });

export default {
  ...preset,
  setupFiles: [...preset.setupFiles, '<rootDir>/test/waitBound.ts'],
  // Room for several such waits in one test.
  testTimeout: 30_000,
  moduleNameMapper: { ...preset.moduleNameMapper, '\\.css$': '<rootDir>/test/empty.cjs' },
};
