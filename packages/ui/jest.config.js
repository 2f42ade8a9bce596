import { jestPreset } from '@latch/config/jest';

export default { ...jestPreset({ dom: true }), moduleNameMapper: { ...jestPreset().moduleNameMapper, '\\.css$': '<rootDir>/test/empty.cjs' } };
