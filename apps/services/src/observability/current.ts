// The logger and metrics of the request being answered, for code that is handed no context (auth's
// mail, the send queue, the chains' providers): Hono's context storage (app.ts) carries them across
// awaits. Outside a request, a warning or worse still reaches standard error, and nothing is counted.
import { tryGetContext } from 'hono/context-storage';
import type { AppEnv } from '../http/env.js';
import { createLogger, type Logger } from './logger.js';
import type { ServicesMetrics } from './metrics.js';

let outsideRequests: Logger | undefined;

export function currentLog(): Logger {
  return tryGetContext<AppEnv>()?.var.log ?? (outsideRequests ??= createLogger({ level: 'warn', destination: process.stderr }));
}

export function currentMetrics(): ServicesMetrics | undefined {
  return tryGetContext<AppEnv>()?.var.metrics;
}

/** `call` to `chain`'s node, timed and counted in the current request's metrics (metrics.ts `chainCall`). */
export function observedChainCall<T>(chain: string, call: () => Promise<T>, failed?: (result: T) => boolean): Promise<T> {
  return currentMetrics()?.chainCall(chain, 'node', call, failed) ?? call();
}
