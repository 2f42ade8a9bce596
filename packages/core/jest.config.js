import { jestPreset } from '@latch/config/jest';

export default {
  ...jestPreset(),
  collectCoverageFrom: ['src/**/*.ts', '!src/**/*.test.ts'],
  coverageReporters: ['text-summary'],
};
