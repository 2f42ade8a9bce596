import { jestPreset } from '@latch/config/jest';

// The bundle takes the ICU parser's ES modules (lib/); jest, running CommonJS, takes its CommonJS twin.
export default {
  ...jestPreset({ dom: true }),
  moduleNameMapper: { ...jestPreset().moduleNameMapper, '\\.css$': '<rootDir>/test/empty.cjs', '^@formatjs/icu-messageformat-parser/lib/(.*)$': '@formatjs/icu-messageformat-parser/$1' },
};
