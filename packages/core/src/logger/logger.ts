// Latch's one logger (SPEC 9: "Default log level: error"). The config's `logLevel` is plain data; this
// code is made only where something logs (the adapters' lazily loaded parts), never in a page's entry.
import { DEFAULT_LOG_LEVEL } from '../constants.js';

/** How much Latch writes to the console, least first: each level includes those before it. */
export const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type LogMethod = (...details: unknown[]) => void;

export interface Logger {
  error: LogMethod;
  warn: LogMethod;
  info: LogMethod;
  debug: LogMethod;
}

/** Writes to `sink` (the console by default) what `level` lets through, each line marked as Latch's. */
export function createLogger(level: LogLevel = DEFAULT_LOG_LEVEL, sink: Pick<Console, keyof Logger> = console): Logger {
  const at = (method: keyof Logger): LogMethod => (LOG_LEVELS.indexOf(method) <= LOG_LEVELS.indexOf(level) ? (...details) => sink[method]('[latch]', ...details) : () => undefined);
  return { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') };
}
