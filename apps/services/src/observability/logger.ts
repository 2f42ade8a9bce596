// The services' structured log: JSON lines through pino, one logger per services instance. Nothing
// logs a request's body, query string or headers; an error is logged by its type, code, message
// and stack only (never the properties libraries hang on it, such as ethers' transaction or
// request), with its text scrubbed (redact.ts).
import { pino, type DestinationStream, type Logger } from 'pino';
import { z } from 'zod';
import { scrub } from './redact.js';

export type { Logger };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const DEFAULT_LOG_LEVEL: LogLevel = 'info';
export const LOG_LEVEL_VARIABLE = 'LATCH_LOG_LEVEL';
export const logLevelSchema = z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`);

/** LATCH_LOG_LEVEL, else info: the default of a services instance made without a level. */
export const logLevelFromEnv = (env: Record<string, string | undefined> = process.env): LogLevel => logLevelSchema.catch(DEFAULT_LOG_LEVEL).parse(env[LOG_LEVEL_VARIABLE] || undefined);

export interface LogSettings {
  level: LogLevel;
  /** Where the lines go: standard output unless given (a test passes a stream into a buffer). */
  destination?: DestinationStream;
}

function serializeError(error: unknown) {
  if (!(error instanceof Error)) return { message: scrub(String(error)) };
  const { code } = error as { code?: unknown };
  return { type: error.name, ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}), message: scrub(error.message), stack: error.stack && scrub(error.stack) };
}

/** A logger at `level` (info unless given) into `destination`. */
export function createLogger({ level = DEFAULT_LOG_LEVEL, destination }: Partial<LogSettings>): Logger {
  const options = { level, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label: string) => ({ level: label }) }, serializers: { err: serializeError, undoErr: serializeError } };
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}
