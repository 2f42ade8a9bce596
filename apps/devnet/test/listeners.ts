// Which local addresses listen on a TCP port, read from the kernel's socket tables (Linux), so a
// test can hold a server to the rule that the local world binds 127.0.0.1 only.
import { readFileSync } from 'node:fs';

const LISTEN = '0A';

/** The kernel's hex address (IPv4 in host byte order, little-endian here) as text. */
function addressOf(hex: string): string {
  if (hex.length === 8) return [6, 4, 2, 0].map((at) => parseInt(hex.slice(at, at + 2), 16)).join('.');
  return hex === '0'.repeat(32) ? '::' : hex === '00000000000000000000000001000000' ? '::1' : `ipv6:${hex}`;
}

/** Every local address with a socket listening on `port`. */
export function listeningAddresses(port: number): string[] {
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    readFileSync(table, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[3] === LISTEN && parseInt(fields[1]!.split(':')[1]!, 16) === port)
      .map((fields) => addressOf(fields[1]!.split(':')[0]!)),
  );
}
