import { jestPreset } from '@latch/config/jest';

export default jestPreset({ dom: true });
