// The app's own routes (app.ts and this folder) for the OpenAPI document.
import { z } from 'zod';
import { OPENAPI_VERSION } from './document.js';
import { OPENAPI_PATH } from './path.js';
import { answer, type RouteDoc } from './routeDoc.js';

const tag = 'Service';

export const appDocs: RouteDoc[] = [
  { method: 'get', path: '/health', tag, summary: 'Whether the process answers', responses: { 200: answer('It does', z.object({ ok: z.literal(true) }), { ok: true }) } },
  {
    method: 'get',
    path: OPENAPI_PATH,
    tag,
    summary: 'This document',
    responses: { 200: answer('The OpenAPI 3.1 document', z.object({ openapi: z.string(), info: z.object({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) }), { openapi: OPENAPI_VERSION, info: { title: 'Latch services', version: '4' }, paths: {} }) },
  },
];
