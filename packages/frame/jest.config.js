import { jestPreset } from '@latch/config/jest';

export default {
  ...jestPreset({ dom: true }),
  collectCoverageFrom: ['src/**/*.ts', '!src/**/*.test.ts'],
  coverageReporters: ['text-summary'],
};
