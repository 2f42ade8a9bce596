import { jestPreset } from '@latch/config/jest';

export default { ...jestPreset(), testTimeout: 30_000 };
