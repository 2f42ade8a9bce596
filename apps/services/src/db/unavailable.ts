// A database that cannot answer (PostgreSQL restarting, down, or out of connections for
// DB_CONNECT_TIMEOUT_MS) is a passing state, not a fault of the request: such a failure of the
// driver leaves the db layer as a 503 with Retry-After, and the pool opens new connections once
// the server is back.
import { HttpError } from '../http/errors.js';

/** What `Retry-After` says while the database is unavailable: about a restart's length, and the pool's connect timeout. */
export const DB_RETRY_AFTER_S = 5;

export const databaseUnavailable = (seconds: number) => `The database is unavailable: try again in ${seconds} second${seconds === 1 ? '' : 's'}`;

export class DatabaseUnavailable extends HttpError {
  constructor(override readonly cause: unknown) {
    super(503, databaseUnavailable(DB_RETRY_AFTER_S), undefined, DB_RETRY_AFTER_S);
  }
}

/** Socket errors of a connection refused, reset or dropped. */
const NETWORK_CODES: ReadonlySet<string> = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);
/** SQLSTATEs of a server going away or not taking connections: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections. */
const SERVER_CODES: ReadonlySet<string> = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres's and pg-pool's own words for a connection lost or never made. */
const DRIVER_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable)/;

/** Whether the driver's `error` says the database could not be reached, rather than that a statement failed. */
export function isUnreachable(error: unknown): boolean {
  // Duck-typed: a socket's error is made by Node itself, and may not be an instance of this realm's Error (jest's).
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  // Class 08: connection exceptions.
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))) return true;
  // Node's AggregateError of each address a connect tried.
  if (Array.isArray(errors)) return errors.some(isUnreachable);
  return typeof message === 'string' && DRIVER_MESSAGES.test(message);
}

/** The driver's `error` as the app answers it: DatabaseUnavailable when the database could not be reached, else itself. */
export const unavailableOr = (error: unknown): unknown => (isUnreachable(error) ? new DatabaseUnavailable(error) : error);
