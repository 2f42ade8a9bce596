import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { HOST } from '@latch/devnet';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/**
 * The policy the demo is served under. No inline scripts or styles anywhere: styles come from
 * linked stylesheets and the CSSOM only. Connections go to the local world on 127.0.0.1.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  // Wallet and token images come from the services' image endpoints.
  "img-src 'self' data: http://127.0.0.1:* http://localhost:*",
  "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:* http://localhost:* ws://localhost:*",
  // The embedded wallet's frame (5174 by default) is on another local port.
  'frame-src http://127.0.0.1:* http://localhost:*',
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

function fileFor(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
  const candidate = normalize(join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root + sep)) return undefined;
  try {
    return statSync(candidate).isFile() ? candidate : undefined;
  } catch {
    return undefined;
  }
}

/** The demo's security headers. */
export const DEMO_HEADERS: Readonly<Record<string, string>> = { 'content-security-policy': CONTENT_SECURITY_POLICY, 'x-content-type-options': 'nosniff' };

/**
 * Serves a built single-page app from `root` on 127.0.0.1: files as they are, index.html for every
 * other GET, with `headers` (the demo's unless told; a wallet frame's come from its build).
 */
export function serveStatic({
  root,
  port,
  headers = DEMO_HEADERS,
  name = 'the demo',
  portVariable = 'LATCH_DEMO_PORT',
}: {
  root: string;
  port: number;
  headers?: Readonly<Record<string, string>>;
  name?: string;
  portVariable?: string;
}): Promise<Server> {
  const index = join(root, 'index.html');
  const server = createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const path = fileFor(root, request.url ?? '/') ?? index;
    const immutable = path.includes(`${sep}assets${sep}`);
    response.writeHead(200, {
      'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
      ...headers,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    // A file removed between stat and read (a rebuild while serving) ends this response, never the server.
    createReadStream(path)
      .on('error', () => response.destroy())
      .pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${port} is already in use, so ${name} cannot be served. Set ${portVariable}.`) : error),
    );
    server.listen(port, HOST, () => resolve(server));
  });
}
