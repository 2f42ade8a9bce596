// GET /openapi.json: the services' OpenAPI document, open to any caller like /health (no project:
// it describes the API, it holds no data). Made once, at the first call, and cached by clients.
import { Hono } from 'hono';
import type { AppEnv } from '../http/env.js';
import { openApiDocument } from './document.js';
import { OPENAPI_PATH } from './path.js';
import type { RouteDoc } from './routeDoc.js';

const CACHE_CONTROL = 'public, max-age=3600';

export function openApiRoutes(docs: readonly RouteDoc[]): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  let text: string | undefined;
  routes.get(OPENAPI_PATH, (c) => {
    text ??= JSON.stringify(openApiDocument(docs));
    return c.body(text, 200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': CACHE_CONTROL });
  });
  return routes;
}
