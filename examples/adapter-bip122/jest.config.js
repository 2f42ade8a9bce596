import { jestPreset } from '@latch/config/jest';

// The stand-in wallet lives in the page, as a browser extension's would: jsdom gives the tests a window.
export default { ...jestPreset({ dom: true }), testTimeout: 30_000 };
