// The logger and metrics of the services instance this process runs, for code that is handed no
// context (the chains' providers, the send queue, a social provider's refusal). They are the
// instance's, not the request's: Hono's context storage, an AsyncLocalStorage, had every promise
// of the process pay Node 20's promise hook (4 % of the workers' busy time on the eip155 balance
// under the load bench, and a third or more of their time in GC: docs/performance.md). A
// request's own lines still carry its id: its request line (observeRequests.ts) and the errors it
// is answered with (HttpError's `logged`, logged by http/errors.ts). A process runs one instance;
// where a test starts several in one process, the latest started is current until it stops.
import { createLogger, type Logger } from './logger.js';
import type { ServicesMetrics } from './metrics.js';
import type { Observability } from './observeRequests.js';

const instances: Observability[] = [];
let outsideInstances: Logger | undefined;

/** Makes `observability` the current instance's until the returned function is called. */
export function becomeCurrent(observability: Observability): () => void {
  instances.push(observability);
  return () => {
    const index = instances.lastIndexOf(observability);
    if (index >= 0) instances.splice(index, 1);
  };
}

/** The current instance's log; with none running, a warning or worse still reaches standard error. */
export function currentLog(): Logger {
  return instances.at(-1)?.logger ?? (outsideInstances ??= createLogger({ level: 'warn', destination: process.stderr }));
}

export function currentMetrics(): ServicesMetrics | undefined {
  return instances.at(-1)?.metrics;
}

/** `call` to `chain`'s node, timed and counted in the current instance's metrics (metrics.ts `chainCall`). */
export function observedChainCall<T>(chain: string, call: () => Promise<T>, failed?: (result: T) => boolean): Promise<T> {
  return currentMetrics()?.chainCall(chain, 'node', call, failed) ?? call();
}
