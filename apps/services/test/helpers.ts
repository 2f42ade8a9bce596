// Real services on a free port over the run's database (test/database.ts), one instance per test file.
import { createServices, WORLD_VARIABLE, type Services, type ServicesConfig } from '../src/index.js';
import { servicesTestDatabase, type TestDatabase } from './database.js';

export const CALL = { projectId: 'latch-demo', st: 'latch', sv: '4' } as const;
export const DEMO_ORIGIN = 'http://localhost:5173';
export const OTHER_ORIGIN = 'http://127.0.0.1:9999';
/** The wallet frame's origin (a default frame origin, on the demo project's allowlist). */
export const FRAME_ORIGIN = 'http://127.0.0.1:5174';

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

/**
 * A call on a connection of its own. The services run in the test's process: a kept-alive connection that
 * fetch reuses just as the services' 5 s keep-alive timeout ends it is reset (ECONNRESET), and a test's
 * own synchronous work between two calls spans that on a busy machine. A browser retries such a request; fetch does not.
 */
export async function fetchJson(url: string, init: RequestInit = {}): Promise<JsonAnswer> {
  const headers = new Headers(init.headers);
  headers.set('connection', 'close');
  const response = await fetch(url, { ...init, headers });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : undefined };
}

export interface CallOptions {
  /** Sent as `Authorization: Bearer …`. */
  token?: string;
  /** The browser's Origin: the demo's unless told. */
  origin?: string;
  /** Added to, or overriding, the three call parameters. */
  query?: Query;
  /** More request headers (a device key's proof: authHelpers.ts). */
  headers?: Record<string, string>;
}

export const fromOtherOrigin: CallOptions = { origin: OTHER_ORIGIN };
export const fromFrame: CallOptions = { origin: FRAME_ORIGIN };
/** A dApp's page: its origin is on the project's allowlist, but it is not the wallet frame. */
export const fromDapp: CallOptions = { origin: DEMO_ORIGIN };
export const forUnknownProject: CallOptions = { query: { projectId: 'no-such-project' } };

/** A call as the browser client makes it: JSON in (a string is sent as it is), JSON out. */
export function callJson(base: string, method: string, path: string, body?: unknown, { token, origin = DEMO_ORIGIN, query, headers: more }: CallOptions = {}): Promise<JsonAnswer> {
  const headers: Record<string, string> = { origin, ...more };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  return fetchJson(urlOf(base, path, query), {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** What an operator must set outside the local world: a session secret and a key-encryption key (32 bytes). */
export const PRODUCTION_SECRETS = { secret: 'a session secret of 32 characters', keyEncryptionKey: Buffer.alloc(32, 7).toString('base64') } as const;

export { LOCAL_WORLD_ENV } from './localWorldEnv.js';

/** Runs `work` outside the local world (LATCH_ENV unset), as a deployment does. */
export async function outsideLocalWorld<T>(work: () => Promise<T>): Promise<T> {
  const before = process.env[WORLD_VARIABLE];
  delete process.env[WORLD_VARIABLE];
  try {
    return await work();
  } finally {
    process.env[WORLD_VARIABLE] = before;
  }
}

/** Runs `work` with console.error silenced, for requests the services log as they fail (a 500, a mail not sent). */
export async function quietly<T>(work: () => Promise<T>): Promise<T> {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    return await work();
  } finally {
    quiet.mockRestore();
  }
}

/**
 * Starts the services before the file's (or describe block's) tests and stops them after; the
 * getter gives the running ones. `config` may be a function, for settings known only then.
 */
export function useServices(config: ServicesConfig | (() => Promise<ServicesConfig>) = {}): () => Services {
  let services: Services | undefined;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await servicesTestDatabase();
    services = await createServices({ port: 0, database: database.config, ...(typeof config === 'function' ? await config() : config) });
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
