import { jestPreset } from '@latch/config/jest';

// @wagmi/core ships ES modules only: swc turns them into CommonJS as it does the sources.
export default { ...jestPreset(), transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?@wagmi/core/)'] };
