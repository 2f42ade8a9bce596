// What the test run starts the services with (localWorld.setup.ts), and what a test starting the
// CLI gives it: the local world, said explicitly as a developer's start says it.
import { LOCAL_WORLD, WORLD_VARIABLE } from '../src/localWorld.js';

export const LOCAL_WORLD_ENV = { [WORLD_VARIABLE]: LOCAL_WORLD };
