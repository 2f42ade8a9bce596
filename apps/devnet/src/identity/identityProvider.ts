// The local identity world: one HTTP server on 127.0.0.1:3900 (LATCH_OIDC_PORT) with a real
// OpenID provider (oidc-provider) per social provider under its issuer path, e.g.
// http://127.0.0.1:3900/google/.well-known/openid-configuration. Each has one client whose
// redirect URIs are the services' callbacks. oidc-provider loads at the first start, so importing
// @latch/devnet for anything else never loads it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { HOST, resolvePorts } from '../ports.js';
import { handleStandInPage } from './interactions.js';
import { errorPage, PAGE_CSP } from './pages.js';
import { createStandIn, type StandIn } from './standInProvider.js';
import { STAND_IN_PROVIDERS, type StandInProvider } from './standIns.js';

/** Where the services' callback for each provider is, below a services base URL (apps/services, "Social login"). */
export const socialCallbackPath = (provider: StandInProvider) => `/auth/callback/${provider}`;

export interface IdentityProviderOptions {
  /** Defaults to LATCH_OIDC_PORT or 3900; 0 picks a free port. */
  port?: number;
  host?: string;
  /**
   * The services' base URLs whose callbacks the clients accept: by default both loopback spellings
   * of LATCH_SERVICES_PORT (8787).
   */
  servicesUrls?: readonly string[];
}

export interface IdentityProvider {
  /** `http://127.0.0.1:PORT`: each provider's issuer is this and `/<provider>`. */
  url: string;
  port: number;
  issuers: Record<StandInProvider, string>;
  stop(): Promise<void>;
}

function defaultServicesUrls(): string[] {
  const port = resolvePorts().services;
  return [`http://${HOST}:${port}`, `http://localhost:${port}`];
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} is already in use, so the local OpenID provider cannot start. Stop what runs there or set LATCH_OIDC_PORT.`)
          : error,
      );
    });
    server.listen(port, host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/** Hands the request to the stand-in whose path it is under, as a mounted app sees it (oidc-provider reads `originalUrl`). */
async function dispatch(standIns: ReadonlyMap<string, StandIn>, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = request.url ?? '/';
  const [, first = ''] = /^\/([^/?]*)/.exec(url) ?? [];
  const standIn = standIns.get(first);
  if (!standIn) {
    response.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': PAGE_CSP });
    response.end(errorPage('Not found', `The local OpenID provider serves ${[...standIns.keys()].map((name) => `/${name}`).join(', ')}`));
    return;
  }
  const below = url.slice(standIn.mountPath.length) || '/';
  const path = below.split('?')[0]!;
  if (await handleStandInPage(standIn, path, request, response)) return;
  Object.assign(request, { originalUrl: url, url: below });
  await standIn.handle(request, response);
}

export async function startIdentityProvider(options: IdentityProviderOptions = {}): Promise<IdentityProvider> {
  const oidcModule = await import('oidc-provider');
  const host = options.host ?? HOST;
  const wantedPort = options.port ?? resolvePorts().oidc;
  const standIns = new Map<string, StandIn>();
  const server = createServer((request, response) => {
    dispatch(standIns, request, response).catch((error: unknown) => {
      if (response.headersSent) return response.destroy();
      response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(`The local OpenID provider failed: ${error instanceof Error ? error.message : String(error)}\n`);
    });
  });
  const port = await listen(server, wantedPort, host);
  const url = `http://${host}:${port}`;
  const servicesUrls = options.servicesUrls ?? defaultServicesUrls();
  for (const provider of STAND_IN_PROVIDERS) {
    const redirectUris = servicesUrls.map((base) => `${base.replace(/\/$/, '')}${socialCallbackPath(provider)}`);
    standIns.set(provider, createStandIn(oidcModule, provider, url, redirectUris));
  }
  const issuers = Object.fromEntries(STAND_IN_PROVIDERS.map((provider) => [provider, standIns.get(provider)!.issuer])) as Record<StandInProvider, string>;
  return {
    url,
    port,
    issuers,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
