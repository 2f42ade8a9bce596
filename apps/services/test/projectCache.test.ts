// The per-process cache of projects (projects/projectCache.ts), over PGlite and over a real
// PostgreSQL with two pools standing for two replicas. Its clock stands still unless a test moves
// it, so what a test sees changed was told by a notification or by this process's own write.
import { ensureProject, findProject, migrate, openDb, setAllowedOrigins, type Db, type Queryable } from '../src/index.js';
import { PROJECT_CACHE_TTL_MS, ProjectCache } from '../src/projects/projectCache.js';
import { startTestPostgres } from './postgresServer.js';
import { until } from './until.js';

const ID = 'cached-project';
const origins = (origin: string) => [`https://${origin}.example`];

/** A change of the project's origins that no one is told of: projects' trigger is off for its transaction only. */
const unannounced = (db: Db, origin: string) =>
  db.transaction(async (tx) => {
    await tx.exec('alter table projects disable trigger projects_changed');
    await tx.query('update projects set allowed_origins = $2 where id = $1', [ID, origins(origin)]);
    await tx.exec('alter table projects enable trigger projects_changed');
  });

/** A change made as an operator's SQL (or another process) makes it: the trigger NOTIFYs, this process is not told otherwise. */
const bySql = (db: Queryable, origin: string) => db.query('update projects set allowed_origins = $2 where id = $1', [ID, origins(origin)]);

interface Pair {
  writer: Db;
  reader: Db;
  close(): Promise<void>;
}

async function pglitePair(): Promise<Pair> {
  const db = await openDb({ kind: 'memory' });
  return { writer: db, reader: db, close: () => db.close() };
}

async function postgresPair(): Promise<Pair> {
  const postgres = await startTestPostgres();
  const [writer, reader] = [await openDb({ kind: 'postgres', url: postgres.url }), await openDb({ kind: 'postgres', url: postgres.url })];
  return {
    writer,
    reader,
    async close() {
      await Promise.all([writer.close(), reader.close()]);
      await postgres.stop();
    },
  };
}

/** Before the describe's tests: the pair, the project made by its writer, and a cache over its reader (listening) on `now`'s clock. */
function useCache(open: () => Promise<Pair>, now: () => number) {
  const world: { pair?: Pair; cache?: ProjectCache } = {};
  beforeAll(async () => {
    const pair = (world.pair = await open());
    await migrate(pair.writer);
    await ensureProject(pair.writer, { id: ID, name: 'Cached', allowedOrigins: origins('first') });
    world.cache = new ProjectCache(pair.reader, now);
    await world.cache.listening;
  }, 60_000);
  afterAll(() => world.pair?.close());
  const cache = () => world.cache!;
  return { writer: () => world.pair!.writer, reader: () => world.pair!.reader, cache, originsSeen: async () => (await cache().find(ID))?.allowedOrigins };
}

describe.each([
  ['PGlite, one database', pglitePair],
  ['PostgreSQL, two pools', postgresPair],
])('the project cache over %s', (_, open) => {
  let now = 0;
  const { writer, reader, cache, originsSeen } = useCache(open, () => now);

  it('keeps a project it read, until the time to live has passed', async () => {
    expect(await originsSeen()).toEqual(origins('first'));
    await unannounced(writer(), 'unannounced');
    expect(await originsSeen()).toEqual(origins('first'));
    now += PROJECT_CACHE_TTL_MS;
    expect(await originsSeen()).toEqual(origins('unannounced'));
  });

  it('reads a project again once its change is notified', async () => {
    expect(await originsSeen()).toEqual(origins('unannounced'));
    await bySql(writer(), 'notified');
    await until('the notification', async () => (await originsSeen())?.[0] === origins('notified')[0]);
  });

  it("sees this process's own write at once, before any notification", async () => {
    expect(await originsSeen()).toEqual(origins('notified'));
    await setAllowedOrigins(writer(), ID, origins('written here'));
    expect(await originsSeen()).toEqual(origins('written here'));
  });

  it('keeps no project that is not there, so a new one is seen at once', async () => {
    expect(await cache().find('made-later')).toBeNull();
    await writer().query("insert into projects (id, name) values ('made-later', 'Later')");
    expect(await cache().find('made-later')).toMatchObject({ id: 'made-later' });
  });

  it('hands out a project no request can change', async () => {
    const project = await cache().find(ID);
    expect(Object.isFrozen(project)).toBe(true);
    expect(Object.isFrozen(project?.allowedOrigins)).toBe(true);
    expect(project).toEqual(await findProject(reader(), ID));
  });
});

describe('the project cache over PostgreSQL, its listener lost', () => {
  const { writer, cache, originsSeen } = useCache(postgresPair, () => 0);

  it('drops what it kept, reads through until it listens again, then keeps projects again', async () => {
    expect(await originsSeen()).toEqual(origins('first'));
    await unannounced(writer(), 'missed');
    expect(await originsSeen()).toEqual(origins('first'));
    const [listener] = await writer().query<{ pid: number }>("select pid from pg_stat_activity where datname = current_database() and query ilike 'listen %'");
    await writer().query('select pg_terminate_backend($1)', [listener!.pid]);
    await until('the lost listener to be noticed', async () => (await originsSeen())?.[0] === origins('missed')[0]);
    await until('a listener again', () => cache().isListening);
    // Listening again: a change no one is told of is not seen, as before the loss.
    expect(await originsSeen()).toEqual(origins('missed'));
    await unannounced(writer(), 'after');
    expect(await originsSeen()).toEqual(origins('missed'));
  });
});
