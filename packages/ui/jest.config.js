import { jestPreset } from '@latch/config/jest';

const preset = jestPreset({ dom: true });

export default {
  ...preset,
  setupFiles: [...preset.setupFiles, '<rootDir>/test/waitBound.ts'],
  // Room for several such waits in one test.
  testTimeout: 30_000,
  // The bundle takes the ICU parser's ES modules (lib/); jest, running CommonJS, takes its CommonJS twin.
  moduleNameMapper: { ...preset.moduleNameMapper, '\\.css$': '<rootDir>/test/empty.cjs', '^@formatjs/icu-messageformat-parser/lib/(.*)$': '@formatjs/icu-messageformat-parser/$1' },
};
