import { createServer, request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HOST } from '@latch/devnet';
import { CONTROL_PATH, retargetSchema, setRulesSchema, socketActionSchema } from './faultControl.js';
import { FaultRules, rpcMethods, type FaultRule } from './faultRules.js';
import { SocketTunnels } from './socketTunnels.js';

export interface FaultProxy {
  /** `http://127.0.0.1:PORT`: where clients go instead of the target. */
  url: string;
  /** What it stands in front of (a replacement set through the control aside). */
  target: string;
  port: number;
  rules: FaultRules;
  sockets: SocketTunnels;
  /** Everything passes through again. */
  reset(): void;
  stop(): Promise<void>;
}

export interface FaultProxyOptions {
  /** The URL of what the proxy stands in front of (HTTP, and WebSocket upgrades to it). */
  target: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
}

/** An injected error answers the page's origin, so the browser hands the page the status, not a CORS failure. */
const corsHeaders = (request: IncomingMessage): OutgoingHttpHeaders =>
  request.headers.origin ? { 'access-control-allow-origin': request.headers.origin, vary: 'Origin' } : {};

const readBody = (stream: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve(Buffer.concat(chunks))).on('error', reject);
  });

/** Passes the request, its body read already, to the target; with `truncate`, sends the full length's headers and half the body, then cuts. */
function forward(target: URL, request: IncomingMessage, body: Buffer, response: ServerResponse, truncate: boolean): void {
  const upstream = httpRequest({ host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers }, (answer) => {
    if (!truncate) {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
      return;
    }
    void readBody(answer).then((whole) => {
      const { 'transfer-encoding': _chunked, ...headers } = answer.headers;
      response.writeHead(answer.statusCode ?? 502, { ...headers, 'content-length': whole.length });
      response.write(whole.subarray(0, Math.floor(whole.length / 2)), () => response.destroy());
    });
  });
  upstream.on('error', () => response.destroy());
  upstream.end(body);
}

function applyFault(rule: FaultRule, target: URL, request: IncomingMessage, body: Buffer, response: ServerResponse): void {
  switch (rule.kind) {
    case 'status':
      response.writeHead(rule.status, { 'content-type': 'application/json', ...corsHeaders(request) });
      response.end(rule.body ?? JSON.stringify({ message: `Injected fault: ${rule.status}` }));
      return;
    case 'delay':
      setTimeout(() => forward(target, request, body, response, false), rule.delayMs);
      return;
    case 'hang':
      // The socket stays open until the client gives up or the proxy stops.
      return;
    case 'drop':
      request.socket.destroy();
      return;
    case 'truncate':
      forward(target, request, body, response, true);
  }
}

type Controlled = Pick<FaultProxy, 'rules' | 'sockets' | 'reset'> & { retarget(target: string): void };

async function control(request: IncomingMessage, response: ServerResponse, proxy: Controlled): Promise<void> {
  const path = (request.url ?? '').split('?')[0]!.slice(CONTROL_PATH.length);
  const body = await readBody(request);
  const json = () => JSON.parse(body.toString('utf8') || '{}') as unknown;
  if (request.method === 'PUT' && path === '') proxy.rules.set(setRulesSchema.parse(json()).rules);
  else if (request.method === 'PUT' && path === '/target') proxy.retarget(retargetSchema.parse(json()).target);
  else if (request.method === 'POST' && path === '/sockets') {
    const action = socketActionSchema.parse(json());
    if ('refuseMs' in action) proxy.sockets.refuse(action.refuseMs);
    else proxy.sockets.closeAll();
  } else if (request.method === 'DELETE' && path === '') proxy.reset();
  else if (request.method !== 'GET' || path !== '') {
    response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: `No ${request.method} ${CONTROL_PATH}${path}` }));
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ log: proxy.rules.log, sockets: proxy.sockets.count }));
}

/**
 * A fault-injecting proxy in front of one local server: it passes every request and WebSocket
 * through untouched until a test sets faults (see CONTROL_PATH), then answers the matching
 * requests with errors, delays, silence, cut connections or truncated bodies.
 */
export async function startFaultProxy({ target, port = 0, host = HOST }: FaultProxyOptions): Promise<FaultProxy> {
  const original = new URL(target);
  let targetUrl = original;
  const rules = new FaultRules();
  const sockets = new SocketTunnels({ host: original.hostname, port: Number(original.port) });
  const reset = () => {
    rules.reset();
    sockets.reset();
    targetUrl = original;
  };
  const retarget = (replacement: string) => {
    targetUrl = new URL(replacement);
  };
  const server = createServer((request, response) => {
    if (request.url?.startsWith(CONTROL_PATH)) {
      control(request, response, { rules, sockets, reset, retarget }).catch((error: Error) => {
        response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ message: error.message }));
      });
      return;
    }
    // Bodies are small here (JSON-RPC, API calls): read whole, so a fault can match the JSON-RPC method.
    void readBody(request).then((body) => {
      const rule = rules.take(request.method ?? 'GET', request.url ?? '/', rpcMethods(body));
      if (rule) applyFault(rule, targetUrl, request, body, response);
      else forward(targetUrl, request, body, response, false);
    }, () => response.destroy());
  });
  server.on('upgrade', (request: IncomingMessage, socket, head: Buffer) => sockets.tunnel(request, socket, head));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${bound}`,
    target,
    port: bound,
    rules,
    sockets,
    reset,
    stop: async () => {
      sockets.closeAll();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
