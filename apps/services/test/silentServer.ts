// A chain's node that never answers, for the tests of what the services do when one hangs.
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A server that takes connections and never says a word. */
export async function silentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const keep = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const http: Server = createServer(() => {});
  http.on('connection', keep);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => http.close(resolve));
    },
  };
}
