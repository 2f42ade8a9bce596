import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { freePort } from '@latch/devnet';
import { walletFrameDist, walletFrameHeaders } from '@latch/wallet-frame';
import { CONTENT_SECURITY_POLICY, serveStatic } from '../src/staticServer.js';

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

describe('the wallet frame', () => {
  it("is served with the headers its build wrote (dist/_headers), and a port in use names the right variable", async () => {
    const headers = walletFrameHeaders();
    expect(headers['content-security-policy']).toMatch(/frame-ancestors [^;]*http:\/\/127\.0\.0\.1:\d+/);
    const port = await freePort();
    const frame = await serveStatic({ root: walletFrameDist(), port, headers, name: 'the wallet frame', portVariable: 'LATCH_WALLET_FRAME_PORT' });
    try {
      const response = await fetch(`http://127.0.0.1:${port}/?projectId=latch-demo&v=1`);
      expect(response.headers.get('content-security-policy')).toBe(headers['content-security-policy']);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.text()).toContain('<!doctype html>');
      await expect(serveStatic({ root: walletFrameDist(), port, name: 'the wallet frame', portVariable: 'LATCH_WALLET_FRAME_PORT' })).rejects.toThrow(
        `Port ${port} is already in use, so the wallet frame cannot be served. Set LATCH_WALLET_FRAME_PORT.`,
      );
    } finally {
      await new Promise((resolve) => frame.close(resolve));
    }
  });
});
