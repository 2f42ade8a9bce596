// The headers the frame's page must be served with, made at build time into files an operator's
// static host reads (dist/_headers for Netlify and Cloudflare Pages, an nginx include) and that the
// local stack serves too: no inline script or style (theme colours come from the stylesheet and
// the CSSOM), connections only to the services the build calls (the nodes are behind them), and only the dApp
// origins of the build may embed it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FrameBuildSettings } from './buildSettings.js';

export const HEADERS_FILE = '_headers';
export const NGINX_HEADERS_FILE = 'security-headers.nginx.conf';

const origins = (urls: readonly string[]) => [...new Set(urls.map((url) => new URL(url).origin))].join(' ');

function contentSecurityPolicy({ servicesUrl, ancestors }: FrameBuildSettings): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self' ${origins([servicesUrl])}`,
    `frame-ancestors ${origins(ancestors)}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

const securityHeaders = (settings: FrameBuildSettings): [string, string][] => [
  ['Content-Security-Policy', contentSecurityPolicy(settings)],
  ['X-Content-Type-Options', 'nosniff'],
];

/** The files the build writes beside index.html, by name. */
export function securityHeaderFiles(settings: FrameBuildSettings): Record<string, string> {
  const headers = securityHeaders(settings);
  return {
    [HEADERS_FILE]: `/*\n${headers.map(([name, value]) => `  ${name}: ${value}\n`).join('')}`,
    [NGINX_HEADERS_FILE]: headers.map(([name, value]) => `add_header ${name} "${value}" always;\n`).join(''),
  };
}

const HEADER_LINE = /^\s+([A-Za-z-]+):\s*(.+)$/;

/** The headers of a built frame's _headers file in `dist`, names in lower case, as a server sends them. */
export function readHeadersFile(dist: string): Record<string, string> {
  let text: string;
  try {
    text = readFileSync(join(dist, HEADERS_FILE), 'utf8');
  } catch {
    throw new Error(`${dist} has no ${HEADERS_FILE}: build the wallet frame first.`);
  }
  const headers: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const [, name, value] = HEADER_LINE.exec(line) ?? [];
    if (name && value) headers[name.toLowerCase()] = value.trim();
  }
  return headers;
}
