import type { IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import type { Duplex } from 'node:stream';

const REFUSAL = 'HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/**
 * The WebSocket side of a fault proxy: each upgrade is passed to the target as raw bytes, both ways,
 * so the proxy needs no WebSocket code of its own. Tunnels can all be cut at once, and new ones
 * refused for a while, as when a relay goes away and comes back.
 */
export class SocketTunnels {
  private readonly open = new Set<Duplex>();
  private refuseUntil = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  tunnel(request: IncomingMessage, client: Duplex, head: Buffer): void {
    client.on('error', () => client.destroy());
    if (Date.now() < this.refuseUntil) {
      client.end(REFUSAL);
      return;
    }
    const upstream = connect(this.target.port, this.target.host);
    const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`];
    for (let i = 0; i < request.rawHeaders.length; i += 2) lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length) upstream.write(head);
    upstream.pipe(client).pipe(upstream);
    const close = () => {
      for (const socket of [client, upstream]) {
        socket.destroy();
        this.open.delete(socket);
      }
    };
    upstream.on('error', close).on('close', close);
    client.on('close', close);
    this.open.add(client).add(upstream);
  }

  /** How many tunnels are open now. */
  get count(): number {
    return this.open.size / 2;
  }

  /** Cuts every open tunnel, as a relay that goes down does. */
  closeAll(): void {
    for (const socket of this.open) socket.destroy();
    this.open.clear();
  }

  /** Cuts every tunnel and refuses new ones for `ms`. */
  refuse(ms: number): void {
    this.refuseUntil = Date.now() + ms;
    this.closeAll();
  }

  reset(): void {
    this.refuseUntil = 0;
  }
}
