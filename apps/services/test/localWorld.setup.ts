// The services under test run in the local world; a test of a deployment leaves it with
// outsideLocalWorld (helpers.ts).
import { LOCAL_WORLD_ENV, QUIET_SERVICES_ENV } from './localWorldEnv.js';

Object.assign(process.env, LOCAL_WORLD_ENV, QUIET_SERVICES_ENV);
