// The demo whose devnet has a second RPC URL, `?rpc=<url>`, after its own: the EVM adapter's fallback
// transport (SPEC 9) falls back to it when the first fails, and ranks the two by their pings. Built on
// its own, as bip122.html is, so the demo's entry stays as it is.
import { createDemoLatch, devnet } from './latch.js';
import { mountDemo } from './mount.js';

const fallback = new URLSearchParams(location.search).get('rpc');
// This page's own copy of the demo's modules: its devnet takes the second URL before its Latch is made.
if (fallback) devnet.rpcUrls.default.http.push(fallback);

mountDemo(createDemoLatch());
