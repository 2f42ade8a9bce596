import { jestPreset } from '@latch/config/jest';

export default {
  ...jestPreset(),
  testMatch: [...jestPreset().testMatch, '<rootDir>/examples/**/*.test.ts'],
};
