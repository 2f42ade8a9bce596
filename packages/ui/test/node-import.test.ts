/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

// Server rendering must be safe: the built package imports in plain Node with no DOM.
it('imports from dist in Node with no DOM, and renders to a string', () => {
  const entry = join(__dirname, '..', 'dist', 'exports', 'index.js');
  const script = `
    const ui = await import(${JSON.stringify(entry)});
    const { createElement } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const { createLatch } = await import('@latch/core');
    const latch = createLatch({ projectId: 'p', networks: [{ id: 1, caipNetworkId: 'eip155:1', chainNamespace: 'eip155', name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } }] });
    console.log(typeof globalThis.window, renderToString(createElement(ui.LatchProvider, { latch }, createElement(ui.ConnectButton))));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', cwd: join(__dirname, '..') });
  expect(out).toMatch(/^undefined <button[^>]*>Connect Wallet<\/button>/);
});
