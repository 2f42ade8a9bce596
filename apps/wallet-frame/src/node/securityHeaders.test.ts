/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { frameBuildSettings, type LocalWorldAddresses } from './buildSettings.js';
import { HEADERS_FILE, NGINX_HEADERS_FILE, readHeadersFile, securityHeaderFiles } from './securityHeaders.js';

const DEPLOYED = {
  LATCH_WALLET_FRAME_ANCESTORS: 'https://app.example , https://www.app.example/',
  LATCH_SERVICES_URL: 'https://api.example/latch',
  // Read no more: the frame reaches nodes and bundlers only through the services.
  LATCH_RPC_URL: 'https://rpc.example/v1/key',
};
/** The devnet's defaults, as the build configuration passes them. */
const LOCAL: LocalWorldAddresses = { host: '127.0.0.1', ports: { demo: 5173, services: 8787 } };
const settings = (env: Record<string, string>, local = LOCAL) => frameBuildSettings(env, local);
const POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
  "connect-src 'self' https://api.example; " +
  "frame-ancestors https://app.example https://www.app.example; base-uri 'none'; form-action 'none'";

describe("the frame build's security headers", () => {
  it('writes a _headers file (Netlify, Cloudflare Pages) with the policy of the build configuration', () => {
    expect(securityHeaderFiles(settings(DEPLOYED))[HEADERS_FILE]).toBe(`/*\n  Content-Security-Policy: ${POLICY}\n  X-Content-Type-Options: nosniff\n`);
  });

  it('writes the same headers as nginx add_header lines, for an include in the server block', () => {
    expect(securityHeaderFiles(settings(DEPLOYED))[NGINX_HEADERS_FILE]).toBe(
      `add_header Content-Security-Policy "${POLICY}" always;\nadd_header X-Content-Type-Options "nosniff" always;\n`,
    );
  });

  it('lets only the dApp origins of LATCH_WALLET_FRAME_ANCESTORS embed the frame, and the local demo when it is unset', () => {
    const local = securityHeaderFiles(settings({}))[HEADERS_FILE];
    expect(local).toContain('frame-ancestors http://127.0.0.1:5173 http://localhost:5173;');
    expect(local).toContain("connect-src 'self' http://127.0.0.1:8787;");
    expect(securityHeaderFiles(settings({}, { ...LOCAL, ports: { ...LOCAL.ports, demo: 6173 } }))[HEADERS_FILE]).toContain('frame-ancestors http://127.0.0.1:6173 http://localhost:6173;');
    expect(securityHeaderFiles(settings(DEPLOYED))[HEADERS_FILE]).not.toContain('unsafe');
  });

  it('refuses ancestors that are not origins, naming the variable', () => {
    expect(() => settings({ LATCH_WALLET_FRAME_ANCESTORS: 'https://app.example, *' })).toThrow(/LATCH_WALLET_FRAME_ANCESTORS: .*must be origins such as https:\/\/app\.example/);
    expect(() => settings({ LATCH_WALLET_FRAME_ANCESTORS: "https://app.example 'unsafe-inline'" })).toThrow(/LATCH_WALLET_FRAME_ANCESTORS/);
    expect(() => settings({ LATCH_WALLET_FRAME_ANCESTORS: ' , ' })).toThrow(/LATCH_WALLET_FRAME_ANCESTORS: .*at least one origin/);
  });

  it('reads back from a built _headers file what a static server must send', () => {
    const dist = mkdtempSync(join(tmpdir(), 'latch-frame-headers-'));
    try {
      writeFileSync(join(dist, HEADERS_FILE), securityHeaderFiles(settings(DEPLOYED))[HEADERS_FILE]!);
      expect(readHeadersFile(dist)).toEqual({ 'content-security-policy': POLICY, 'x-content-type-options': 'nosniff' });
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('says to build first when the file is missing', () => {
    expect(() => readHeadersFile(join(tmpdir(), 'no-such-frame-build'))).toThrow(/has no _headers: build the wallet frame first/);
  });
});
