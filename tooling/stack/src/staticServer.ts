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

/**
 * The policy the wallet frame's page is served under: no inline script or style (theme colours
 * come from its stylesheet and the CSSOM), connections only to the services and the chain's RPC,
 * and only the dApp origins may embed it.
 */
export function walletFrameContentSecurityPolicy({ connect, ancestors }: { connect: readonly string[]; ancestors: readonly string[] }): string {
  const origins = (urls: readonly string[]) => [...new Set(urls.map((url) => new URL(url).origin))].join(' ');
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self' ${origins(connect)}`,
    `frame-ancestors ${origins(ancestors) || "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

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

/**
 * Serves a built single-page app from `root` on 127.0.0.1: files as they are, index.html for every
 * other GET, under `policy` (the demo's CONTENT_SECURITY_POLICY unless told).
 */
export function serveStatic({ root, port, policy = CONTENT_SECURITY_POLICY, name = 'the demo', portVariable = 'LATCH_DEMO_PORT' }: { root: string; port: number; policy?: string; name?: string; portVariable?: string }): Promise<Server> {
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
      'content-security-policy': policy,
      'x-content-type-options': 'nosniff',
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
