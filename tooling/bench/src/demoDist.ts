import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export const demoDist = () => join(dirname(createRequire(import.meta.url).resolve('@latch/demo/package.json')), 'dist');
