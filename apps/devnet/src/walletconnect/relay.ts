import { createServer, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { HOST, resolvePorts } from '../ports.js';
import { authenticate } from './relayAuth.js';
import { RelayConnection } from './relayConnection.js';
import { RelayHub } from './relayHub.js';
import { RELAY_LIMITS } from './relayProtocol.js';

export interface Relay {
  /** `ws://127.0.0.1:PORT`: what WalletConnect clients take as `relayUrl`. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

export interface RelayOptions {
  /** Defaults to LATCH_RELAY_PORT or 5555; 0 picks a free port. */
  port?: number;
  host?: string;
  /** How often every client is pinged; one that missed the previous pong is dropped. The SDK gives up after 35 s of silence. */
  pingIntervalMs?: number;
}

function refuse(socket: Duplex, reason: string): void {
  socket.end(`HTTP/1.1 401 Unauthorized\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(reason)}\r\nConnection: close\r\n\r\n${reason}`);
}

/** A local WalletConnect relay: the JSON-RPC the SDK speaks over a WebSocket authenticated by `?auth=<JWT>`. */
export async function startRelay(options: RelayOptions = {}): Promise<Relay> {
  const host = options.host ?? HOST;
  const wantedPort = options.port ?? resolvePorts().relay;
  const hub = new RelayHub();
  const connections = new Set<RelayConnection>();
  const sockets = new WebSocketServer({ noServer: true, maxPayload: RELAY_LIMITS.frameBytes });

  const server = createServer((_request, response) => {
    response.writeHead(426, { 'content-type': 'text/plain' }).end('This is a WalletConnect relay: connect with a WebSocket.\n');
  });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    void authenticate(request.url ?? '/').then((auth) => {
      if (!auth.ok) return refuse(socket, auth.reason);
      sockets.handleUpgrade(request, socket, head, (ws) => {
        const connection = new RelayConnection(auth.clientId, ws, hub);
        connections.add(connection);
        ws.once('close', () => connections.delete(connection));
      });
    });
  });

  const heartbeat = setInterval(() => {
    for (const connection of connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
    hub.mailbox.sweep();
  }, options.pingIntervalMs ?? 20_000);
  heartbeat.unref();

  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      clearInterval(heartbeat);
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${wantedPort} is already in use, so the WalletConnect relay cannot start. Stop what runs there or set LATCH_RELAY_PORT.`)
          : error,
      );
    });
    server.listen(wantedPort, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : wantedPort;

  return {
    url: `ws://${host}:${port}`,
    port,
    async stop() {
      clearInterval(heartbeat);
      for (const connection of connections) connection.socket.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
