// A replica's stop on SIGTERM (cli.ts, Services.drain): it stops listening at once, answers /readyz
// with 503 and its long polls as pending, closes each connection after the answer it is writing,
// and cuts what is still open when the grace period ends.
import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/env.js';

/** How long in-flight requests may take to finish once a replica drains, unless LATCH_SHUTDOWN_GRACE_MS says. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

/** While draining, every answer closes its connection, so a client's next request opens one to another replica. */
export const closeWhileDraining =
  (draining: AbortSignal): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await next();
    if (draining.aborted) c.header('connection', 'close');
  };

/**
 * Stops listening at once; open connections finish the request they carry, each closing after its
 * answer, and are cut after `graceMs`. Resolves once none is open.
 */
export function closeServer(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    // net's close, not http's: http's also closes the idle keep-alive connections at once, racing a
    // request a client is sending on one. They end at their keep-alive timeout, which the client is told.
    NetServer.prototype.close.call(server, () => {
      clearTimeout(cut);
      resolve();
    });
  });
}
