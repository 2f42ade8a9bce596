// A small round-robin reverse proxy on loopback, as a load balancer stands in front of replicas:
// each request goes to the next upstream still up, with the Host it came with and the client's
// address appended to X-Forwarded-For (the replicas trust one proxy). The answer names the upstream
// that served it in X-Served-By. An upstream that fails a request is taken out: that request gets
// 502, later ones go to the others.
import { createServer, request, Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const SERVED_BY = 'x-served-by';

export interface RoundRobin {
  url: string;
  /** The upstreams still taking requests, by index. */
  up(): number[];
  /** When (performance.now()) the upstream was taken out; undefined while it is up. */
  downSince(index: number): number | undefined;
  stop(): Promise<void>;
}

export async function startRoundRobin(upstreams: readonly string[]): Promise<RoundRobin> {
  const down = new Map<number, number>();
  const agent = new Agent({ keepAlive: true });
  let next = 0;
  const pick = (): number | undefined => {
    for (let tries = 0; tries < upstreams.length; tries++) {
      const index = next++ % upstreams.length;
      if (!down.has(index)) return index;
    }
    return undefined;
  };

  const forward = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const index = pick();
    if (index === undefined) return outgoing.writeHead(503).end();
    const target = new URL(incoming.url ?? '/', upstreams[index]);
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = request(target, { method: incoming.method, headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor }, agent }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, [SERVED_BY]: String(index) });
      answer.pipe(outgoing);
    });
    upstream.on('error', () => {
      if (!down.has(index)) down.set(index, performance.now());
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  };

  const server = createServer(forward);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    up: () => upstreams.map((_, index) => index).filter((index) => !down.has(index)),
    downSince: (index) => down.get(index),
    async stop() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
