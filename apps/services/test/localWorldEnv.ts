// What the test run starts the services with (localWorld.setup.ts), and what a test starting the
// CLI gives it: the local world, said explicitly as a developer's start says it.
import { LOCAL_WORLD, WORLD_VARIABLE } from '../src/localWorld.js';

export const LOCAL_WORLD_ENV = { [WORLD_VARIABLE]: LOCAL_WORLD };

/** No request log, and the metrics on a free port: what the tests' services run with (a test that reads either says so). */
export const QUIET_SERVICES_ENV = { LATCH_LOG_LEVEL: 'silent', LATCH_METRICS_PORT: '0' };
