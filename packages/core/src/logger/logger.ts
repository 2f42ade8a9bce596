// Latch's one logger (SPEC 9: "Default log level: error"). The config's `logLevel` is plain data; this
// code is made only where something logs (the adapters' lazily loaded parts), never in a page's entry.

/** How much Latch writes to the console, least first: each level includes those before it. */
export const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * SPEC 9's default. Here rather than in constants.ts: that module rides in the page's entry chunk,
 * and a constant of it read by a lazy chunk is kept there (and exported) for that chunk.
 */
export const DEFAULT_LOG_LEVEL: LogLevel = 'error';

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
