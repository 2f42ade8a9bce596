// Who sent a request, as the per-client limits count it: the connection's address, or, behind
// `trustedProxies` reverse proxies, the address the outermost of them saw (X-Forwarded-For, read
// from the right so that a client cannot name itself). An IPv6 client is its /64: one host
// commonly holds a whole /64, and would otherwise be a new client at every address.
import { isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The first four groups of an IPv6 address, `::` expanded. */
function prefix64(address: string): string {
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((group) => group.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

export function normalizeAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  return isIPv6(address) ? prefix64(address) : address;
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // No socket: a request handed to app.fetch in-process.
    return undefined;
  }
}

export function clientAddress(c: Context, trustedProxies: number): string {
  const forwarded = trustedProxies > 0 ? (c.req.header('x-forwarded-for') ?? '').split(',').map((hop) => hop.trim()).filter(Boolean) : [];
  const hops = [...forwarded, socketAddress(c) ?? 'unknown'];
  return normalizeAddress(hops[Math.max(0, hops.length - 1 - trustedProxies)]!);
}
