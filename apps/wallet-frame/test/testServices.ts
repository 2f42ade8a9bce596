// The services the integration tests run against, in-process from their sources and in the local
// world. With LATCH_TEST_DB=postgres (the test script) their database is a copy of one migrated
// database on the run's PostgreSQL cluster, as in the services' own suite: PGlite in memory spent
// about 10 s of CPU on each start. Without it, PGlite in memory.
import { createServices, type Services, type ServicesConfig } from '@latch/services';
import { servicesTestDatabase } from '../../services/test/database.js';

/** Started on a database of their own, which their stop() drops; their request log is off unless `config` sets one. */
export async function startTestServices(config: Omit<ServicesConfig, 'database' | 'localWorld'> = {}): Promise<Services> {
  const database = await servicesTestDatabase();
  const services = await createServices({ localWorld: true, port: 0, log: { level: 'silent' }, ...config, database: database.config }).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  return {
    ...services,
    async stop() {
      await services.stop();
      await database.drop();
    },
  };
}
