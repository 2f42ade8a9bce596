import { jestPreset } from '@latch/config/jest';

// Packing, one npm install and a Vite build take minutes on a cold npm cache, not seconds.
export default { ...jestPreset(), testTimeout: 60_000 };
