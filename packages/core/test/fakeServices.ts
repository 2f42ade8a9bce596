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
  /** The JSON bodies of POST requests, in order. */
  const bodies: unknown[] = [];
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url!, 'http://127.0.0.1');
    requests.push(url);
    if (request.method === 'POST') {
      let text = '';
      for await (const chunk of request) text += chunk;
      bodies.push(JSON.parse(text || 'null'));
    }
    const route = routes[url.pathname];
    const { status = 200, body } = route ? route(url) : { status: 404, body: { message: 'Not found' } };
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    bodies,
    routes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Starts the fake services for a test file and resets their routes and records before each test. */
export function useFakeServices() {
  const ref: { current?: Awaited<ReturnType<typeof fakeServices>> } = {};
  beforeAll(async () => {
    ref.current = await fakeServices({});
  });
  afterAll(() => ref.current?.close());
  beforeEach(() => {
    const services = ref.current!;
    services.requests.length = 0;
    services.bodies.length = 0;
    for (const key of Object.keys(services.routes)) delete services.routes[key];
  });
  return () => ref.current!;
}
