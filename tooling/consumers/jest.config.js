import { jestPreset } from '@latch/config/jest';

// Packing, one npm install and a Vite build take minutes on a cold npm cache, not seconds: the apps' files
// share one packing and one installed project, kept in a folder made for the run (src/runFolder.ts).
export default { ...jestPreset(), testTimeout: 60_000, globalSetup: '<rootDir>/src/runFolder.ts' };
