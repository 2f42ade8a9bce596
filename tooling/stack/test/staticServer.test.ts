import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { freePort } from '@latch/devnet';
import { CONTENT_SECURITY_POLICY, serveStatic, walletFrameContentSecurityPolicy } from '../src/staticServer.js';

let server: Server;
let base: string;

beforeAll(async () => {
  const outside = mkdtempSync(join(tmpdir(), 'latch-static-'));
  const root = join(outside, 'root');
  mkdirSync(join(root, 'assets'), { recursive: true });
  cleanup = () => rmSync(outside, { recursive: true, force: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>index</title>');
  writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(root, '..', 'secret.txt'), 'do not serve');
  const port = await freePort();
  server = await serveStatic({ root, port });
  base = `http://127.0.0.1:${port}`;
});
let cleanup = () => {};
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  cleanup();
});

/** A raw GET, so the path reaches the server exactly as written (fetch would normalize ../). */
const rawGet = (path: string) =>
  new Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
    request(`${base}`, { path, method: 'GET' }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body, headers: response.headers }));
    })
      .on('error', reject)
      .end();
  });

it('serves files with their type, a strict CSP and long caching for hashed assets', async () => {
  const response = await rawGet('/assets/app.js');
  expect(response.status).toBe(200);
  expect(response.body).toBe('console.log(1)');
  expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
  expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  expect(response.headers['cache-control']).toContain('immutable');
  expect(CONTENT_SECURITY_POLICY).toContain("style-src 'self';");
  expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
});

it('answers index.html for app paths', async () => {
  const response = await rawGet('/some/view');
  expect(response.body).toContain('<title>index</title>');
  expect(response.headers['cache-control']).toBe('no-cache');
});

it('never serves a file outside its root', async () => {
  for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/../../secret.txt']) {
    const response = await rawGet(path);
    expect(response.body).not.toContain('do not serve');
  }
  expect((await rawGet('/%E0%A4%A')).body).toContain('<title>index</title>');
});

it('refuses methods other than GET and HEAD', async () => {
  const response = await fetch(`${base}/`, { method: 'POST' });
  expect(response.status).toBe(405);
});

it('lets the demo embed the wallet frame from another local port', () => {
  expect(CONTENT_SECURITY_POLICY).toContain('frame-src http://127.0.0.1:* http://localhost:*');
  expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
});

describe('the wallet frame policy', () => {
  const policy = walletFrameContentSecurityPolicy({
    connect: ['http://127.0.0.1:8787', 'http://127.0.0.1:8545/'],
    ancestors: ['http://127.0.0.1:5173', 'http://localhost:5173', 'http://127.0.0.1:5173'],
  });

  it('connects only to the services and the RPC, and is embedded only by the dApp origins', () => {
    expect(policy.split('; ')).toEqual([
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data:",
      "connect-src 'self' http://127.0.0.1:8787 http://127.0.0.1:8545",
      'frame-ancestors http://127.0.0.1:5173 http://localhost:5173',
      "base-uri 'none'",
      "form-action 'none'",
    ]);
    expect(policy).not.toContain('unsafe');
    expect(walletFrameContentSecurityPolicy({ connect: [], ancestors: [] })).toContain("frame-ancestors 'none'");
  });

  it('is the one a server given it sends, and a port in use names the right variable', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'latch-frame-'));
    writeFileSync(join(outside, 'index.html'), '<!doctype html><title>frame</title>');
    const port = await freePort();
    const frame = await serveStatic({ root: outside, port, policy, name: 'the wallet frame', portVariable: 'LATCH_WALLET_FRAME_PORT' });
    try {
      const response = await fetch(`http://127.0.0.1:${port}/?projectId=latch-demo&v=1`);
      expect(response.headers.get('content-security-policy')).toBe(policy);
      expect(await response.text()).toContain('<title>frame</title>');
      await expect(serveStatic({ root: outside, port, name: 'the wallet frame', portVariable: 'LATCH_WALLET_FRAME_PORT' })).rejects.toThrow(
        `Port ${port} is already in use, so the wallet frame cannot be served. Set LATCH_WALLET_FRAME_PORT.`,
      );
    } finally {
      await new Promise((resolve) => frame.close(resolve));
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
