// The app's own routes (app.ts and this folder) for the OpenAPI document.
import { z } from 'zod';
import { OPENAPI_VERSION } from './document.js';
import { OPENAPI_PATH } from './path.js';
import { LIVENESS_PATHS, READINESS_PATH } from '../http/health.js';
import { answer, refusal, type RouteDoc } from './routeDoc.js';

const tag = 'Service';

export const appDocs: RouteDoc[] = [
  ...LIVENESS_PATHS.map((path): RouteDoc => ({ method: 'get', path, tag, summary: 'Whether the process serves (liveness)', responses: { 200: answer('It does', z.object({ ok: z.literal(true) }), { ok: true }) } })),
  {
    method: 'get',
    path: READINESS_PATH,
    tag,
    summary: 'Whether this replica should take requests: its database answers at the current migrations, each configured chain answers, and it is not draining',
    responses: {
      200: answer('Ready', z.object({ ready: z.literal(true) }), { ready: true }),
      503: refusal('Not ready, each failing check named', 'Not ready: database, chain eip155:1', ['database: migrations not applied: 111', 'chain eip155:1: did not answer within 2 s']),
    },
  },
  {
    method: 'get',
    path: OPENAPI_PATH,
    tag,
    summary: 'This document',
    responses: { 200: answer('The OpenAPI 3.1 document', z.object({ openapi: z.string(), info: z.object({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) }), { openapi: OPENAPI_VERSION, info: { title: 'Latch services', version: '4' }, paths: {} }) },
  },
];
