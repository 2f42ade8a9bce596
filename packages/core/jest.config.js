import { jestPreset } from '@latch/config/jest';

export default {
  ...jestPreset(),
  testMatch: [...jestPreset().testMatch, '<rootDir>/examples/**/*.test.ts'],
  collectCoverageFrom: ['src/**/*.ts', '!src/**/*.test.ts'],
  coverageReporters: ['text-summary'],
};
