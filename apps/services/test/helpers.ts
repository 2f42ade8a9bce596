// Real services on a free port over the run's database (test/database.ts), one instance per test file.
import { createServices, type Services, type ServicesConfig } from '../src/index.js';
import { testDatabase, type TestDatabase } from './database.js';

export const CALL = { projectId: 'latch-demo', st: 'latch', sv: '4' } as const;
export const DEMO_ORIGIN = 'http://localhost:5173';
export const OTHER_ORIGIN = 'http://127.0.0.1:9999';

export type Query = Record<string, string | number | undefined>;

/** The URL of a call: the path, the three parameters every call carries, and `query`. */
export function urlOf(base: string, path: string, query: Query = {}, call: Query = CALL): string {
  const url = new URL(path, base);
  for (const [key, value] of Object.entries({ ...call, ...query })) if (value !== undefined) url.searchParams.set(key, String(value));
  return url.toString();
}

export interface JsonAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

export async function fetchJson(url: string, init: RequestInit = {}): Promise<JsonAnswer> {
  const response = await fetch(url, init);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : undefined };
}

/** Starts the services before the file's tests and stops them after; the getter gives the running ones. */
export function useServices(config: ServicesConfig = {}): () => Services {
  let services: Services | undefined;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await testDatabase();
    services = await createServices({ port: 0, database: database.config, ...config });
  });
  afterAll(async () => {
    await services?.stop();
    await database?.drop();
  });
  return () => {
    if (!services) throw new Error('services not started');
    return services;
  };
}
