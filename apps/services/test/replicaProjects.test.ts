// Two replicas (the built CLI) keep the projects they check in memory (projects/projectCache.ts):
// a change of a project's allowlist, made through another connection to their PostgreSQL as an
// operator's would be, reaches both. Each hears it by the NOTIFY of projects' trigger as it
// commits, and reads it again within PROJECT_CACHE_TTL_MS at the latest if that were missed; the
// test waits for it without a time of its own.
import { findProject, setAllowedOrigins } from '../src/index.js';
import { CALL, DEMO_ORIGIN, fetchJson, urlOf } from './helpers.js';
import { useReplicaWorld } from './replicaWorld.js';
import { until } from './until.js';

const world = useReplicaWorld(2);
const NEW_ORIGIN = 'https://added-later.example';

/** The status the replica at `url` answers a call from `origin` with. */
const statusFrom = async (url: string, origin: string) => (await fetchJson(urlOf(url, '/projects/v1/origins'), { headers: { origin } })).status;

describe('two replicas keeping projects in memory', () => {
  it('let a newly allowed origin in, and refuse it again once it is removed, on both', async () => {
    const urls = world().replicas.map((replica) => replica.url);
    // Each replica has read the project, and keeps it, before the change.
    for (const url of urls) expect(await statusFrom(url, DEMO_ORIGIN)).toBe(200);
    for (const url of urls) expect(await statusFrom(url, NEW_ORIGIN)).toBe(403);
    const before = (await findProject(world().db, CALL.projectId))!.allowedOrigins;
    await setAllowedOrigins(world().db, CALL.projectId, [...before, NEW_ORIGIN]);
    for (const url of urls) await until(`${url} to allow ${NEW_ORIGIN}`, async () => (await statusFrom(url, NEW_ORIGIN)) === 200);
    await setAllowedOrigins(world().db, CALL.projectId, before);
    for (const url of urls) await until(`${url} to refuse ${NEW_ORIGIN}`, async () => (await statusFrom(url, NEW_ORIGIN)) === 403);
    for (const url of urls) expect(await statusFrom(url, DEMO_ORIGIN)).toBe(200);
  });
});
