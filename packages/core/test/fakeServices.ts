import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Answer {
  status?: number;
  body: unknown;
}

/**
 * A real HTTP server on loopback answering as the services would, for unit tests of the API
 * layer alone; the services' own suite runs the real ones.
 */
export async function fakeServices(routes: Record<string, (url: URL) => Answer>) {
  const requests: URL[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url!, 'http://127.0.0.1');
    requests.push(url);
    const route = routes[url.pathname];
    const { status = 200, body } = route ? route(url) : { status: 404, body: { message: 'Not found' } };
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    routes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
