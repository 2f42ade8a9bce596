import { fileURLToPath } from 'node:url';

/** The built CLI, `latch-services` (dist/cli.js): for a tool or test that runs the services as a deployment does, in a process of their own. */
export const servicesCli = (): string => fileURLToPath(new URL('./cli.js', import.meta.url));
