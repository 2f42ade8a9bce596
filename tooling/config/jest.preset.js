// Shared jest preset: TypeScript through @swc/jest, ESM-style `.js` specifiers mapped
// back to their `.ts` sources, one worker (two cores are shared with turbo).
/** @param {{ dom?: boolean }} [options] */
export function jestPreset(options = {}) {
  return {
    testEnvironment: options.dom ? 'jsdom' : 'node',
    setupFiles: options.dom ? [new URL('./jest.setup-dom.cjs', import.meta.url).pathname] : [],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx', '<rootDir>/test/**/*.test.ts'],
    maxWorkers: 1,
  };
}
