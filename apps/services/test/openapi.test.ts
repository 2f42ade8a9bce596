// GET /openapi.json: a valid OpenAPI 3.1 document that names every route the app serves, whose
// every answer example core's client schemas accept (so the client and the services cannot drift
// apart unseen), and whose schemas the live answers of the services follow.
import { compileErrors, validate } from '@readme/openapi-parser';
import * as coreApi from '@latch/core/api';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { openApiPath } from '../src/openapi/document.js';
import { routeDocs } from '../src/openapi/routeDocs.js';
import { linkToken, useAuthServices } from './authHelpers.js';
import { CALL, callJson, DEMO_ORIGIN, fetchJson, FRAME_ORIGIN, urlOf } from './helpers.js';

const { clock, services, client } = useAuthServices();

interface MediaType {
  schema: object;
  examples?: Record<string, { value: unknown }>;
}
interface Operation {
  parameters?: { in: string; name: string; required?: boolean }[];
  responses: Record<string, { content?: Record<string, MediaType> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

async function servedDocument(): Promise<Document> {
  const { status, headers, body } = await fetchJson(new URL('/openapi.json', services().url).toString());
  expect(status).toBe(200);
  expect(headers.get('cache-control')).toMatch(/max-age=\d+/);
  return body as Document;
}

/** Every (status, media type, example) the document gives, with its route. */
function examplesOf(document: Document) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).flatMap(([method, operation]) =>
      Object.entries(operation.responses).flatMap(([status, response]) =>
        Object.entries(response.content ?? {}).flatMap(([type, media]) => Object.entries(media.examples ?? {}).map(([name, { value }]) => ({ path, method, status: Number(status), type, name, value, schema: media.schema }))),
      ),
    ),
  );
}

/**
 * The zod schemas an answer of `status` must pass: the one the route's description gives (core's
 * where the client parses it), and for a refusal core's error body too (the project check's and the
 * write limit's refusals are that body alone).
 */
function zodSchemasOf(path: string, method: string, status: number): $ZodType[] {
  const doc = routeDocs.find((route) => openApiPath(route.path) === path && route.method === method);
  const schema = doc?.responses[status]?.schema;
  if (status >= 400) return schema ? [coreApi.apiErrorBodySchema, schema] : [coreApi.apiErrorBodySchema];
  if (!schema) throw new Error(`No schema described for ${method} ${path} ${status}`);
  return [schema];
}
const passes = (schemas: $ZodType[], value: unknown) => schemas.every((schema) => safeParse(schema, value).success);

/** The schemas `@latch/core/api` exports. */
const CORE_SCHEMAS = new Set<unknown>(Object.values(coreApi).filter((value) => typeof value === 'object' && value !== null && '_zod' in value));
/** Whether `schema` is core's own, or a union of core's (an answer that is one of several the client parses). */
const isCoreSchema = (schema: $ZodType): boolean =>
  CORE_SCHEMAS.has(schema) || (schema._zod.def.type === 'union' && (schema._zod.def as unknown as { options: $ZodType[] }).options.every(isCoreSchema));
/** Auth routes under /auth/v1 whose answers no client reads: their schemas are the services' own. */
const READ_BY_NO_CLIENT = new Set(['/auth/v1/social/providers']);

const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });

test('the document is valid OpenAPI 3.1, served to any caller without a project', async () => {
  const document = await servedDocument();
  expect(document.openapi).toMatch(/^3\.1\./);
  const result = await validate(structuredClone(document) as never);
  if (!result.valid) throw new Error(compileErrors(result));
  expect(result.specification).toBe('OpenAPI');
});

test('every route the app serves is in the document, with its method and path parameters', async () => {
  const document = await servedDocument();
  const served = services().app.routes.filter(({ method, path }) => method !== 'ALL' && !path.includes('*'));
  expect(served.length).toBeGreaterThan(50);
  const missing = [...new Set(served.filter(({ method, path }) => !document.paths[openApiPath(path)]?.[method.toLowerCase()]).map(({ method, path }) => `${method} ${path}`))];
  expect(missing).toEqual([]);
  for (const { method, path } of served) {
    const parameters = document.paths[openApiPath(path)]![method.toLowerCase()]!.parameters ?? [];
    for (const [, name] of path.matchAll(/:(\w+)/g)) expect(parameters).toContainEqual(expect.objectContaining({ in: 'path', name, required: true }));
  }
});

test("core's client schemas accept every answer example of the document, and so do the document's own schemas", async () => {
  const document = await servedDocument();
  const examples = examplesOf(document);
  // Each route has an example of its answer when it succeeds.
  const routes = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`));
  const succeeding = new Set(examples.filter(({ status }) => status < 400).map(({ path, method }) => `${method} ${path}`));
  expect(routes.filter((route) => !succeeding.has(route))).toEqual([]);
  const refused = examples.filter(({ path, method, status, type, value }) => {
    const zodOk = type !== 'application/json' || passes(zodSchemasOf(path, method, status), value);
    const jsonOk = ajv.validate(document.paths[path]![method]!.responses[status]!.content![type]!.schema, value);
    return !zodOk || !jsonOk;
  });
  expect(refused.map(({ path, method, status, name }) => `${method} ${path} ${status} ${name}`)).toEqual([]);
});

test("every answer of an auth route the wallet frame calls is described by core's schema, the one the frame parses it with", () => {
  const frameRoutes = routeDocs.filter(({ path }) => path.startsWith('/auth/v1/') && !READ_BY_NO_CLIENT.has(path));
  expect(frameRoutes.length).toBeGreaterThan(25);
  const ownSchemas = frameRoutes.flatMap(({ method, path, responses }) =>
    Object.entries(responses)
      .filter(([, { schema }]) => !isCoreSchema(schema))
      .map(([status]) => `${method} ${path} ${status}`),
  );
  expect(ownSchemas).toEqual([]);
});

/** A live answer checked against the document's schema for its route and status, and the described zod schema. */
async function expectAnswerFollows(document: Document, method: string, path: string, call: Promise<{ status: number; body: unknown }>) {
  const { status, body } = await call;
  const schema = document.paths[path]?.[method]?.responses[status]?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${method} ${path} answered ${status}, which the document does not describe`);
  expect({ route: `${method} ${path}`, valid: ajv.validate(schema, body), errors: ajv.errors ?? null }).toEqual({ route: `${method} ${path}`, valid: true, errors: null });
  expect(passes(zodSchemasOf(path, method, status), body)).toBe(true);
}

test("the services' live answers follow the document's schemas", async () => {
  const document = await servedDocument();
  const base = services().url;
  const get = (path: string, query?: Record<string, string>) => callJson(base, 'GET', path, undefined, query ? { query } : {});
  await expectAnswerFollows(document, 'get', '/appkit/v1/config', get('/appkit/v1/config'));
  await expectAnswerFollows(document, 'get', '/projects/v1/origins', get('/projects/v1/origins'));
  await expectAnswerFollows(document, 'get', '/getAnalyticsConfig', get('/getAnalyticsConfig'));
  await expectAnswerFollows(document, 'get', '/getWallets', get('/getWallets', { entries: '5' }));
  await expectAnswerFollows(document, 'get', '/v1/supported-chains', get('/v1/supported-chains'));
  await expectAnswerFollows(document, 'get', '/v1/chains', get('/v1/chains'));
  await expectAnswerFollows(document, 'get', '/analytics/summary', get('/analytics/summary'));
  await expectAnswerFollows(document, 'get', '/health', fetchJson(new URL('/health', base).toString()));
  // Refusals: the project check's, and a route's own.
  await expectAnswerFollows(document, 'get', '/getWallets', fetchJson(urlOf(base, '/getWallets', {}, { ...CALL, projectId: 'no-such-project' }), { headers: { origin: DEMO_ORIGIN } }));
  await expectAnswerFollows(document, 'get', '/getWallets', get('/getWallets', { entries: '0' }));
});

test("an email-code login's live answers follow the document: start, a new device's approval, verify, the key backup and its wrap key", async () => {
  const document = await servedDocument();
  const email = 'openapi@example.com';
  const deviceId = 'openapi-device';
  clock.advance(30_000);
  const started = client.start(email, deviceId);
  await expectAnswerFollows(document, 'post', '/auth/v1/email/start', started);
  // A new device: approved by the link mailed to the address, on the wallet's device page.
  expect((await started).body).toEqual({ action: 'VERIFY_DEVICE' });
  await expectAnswerFollows(document, 'post', '/auth/v1/email/verify-device', client.verifyDevice(email, deviceId, 0));
  const link = linkToken(await client.latestLink(email)).token;
  await expectAnswerFollows(document, 'post', '/auth/v1/device-approval', client.devicePage(link));
  await expectAnswerFollows(document, 'post', '/auth/v1/device-approval/decide', client.decideDevice(link, 'approve'));
  await expectAnswerFollows(document, 'post', '/auth/v1/email/verify-device', client.verifyDevice(email, deviceId, 0));
  const verified = client.verifyOtp(email, deviceId, await client.latestCode(email));
  await expectAnswerFollows(document, 'post', '/auth/v1/email/verify-otp', verified);
  const { token } = (await verified).body as { token: string };
  const asFrame = { token, origin: FRAME_ORIGIN };
  await expectAnswerFollows(document, 'get', '/auth/v1/key-backup', client.call('GET', '/auth/v1/key-backup', undefined, asFrame));
  const backup = { ciphertext: 'c2VhbGVkIGtleXM', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', version: 1 };
  await expectAnswerFollows(document, 'put', '/auth/v1/key-backup', client.call('PUT', '/auth/v1/key-backup', backup, asFrame));
  const read = client.call('GET', '/auth/v1/key-backup', undefined, asFrame);
  await expectAnswerFollows(document, 'get', '/auth/v1/key-backup', read);
  expect(await read).toMatchObject({ status: 200, body: backup });
  await expectAnswerFollows(document, 'get', '/auth/v1/key-backup/wrap-key', client.call('GET', '/auth/v1/key-backup/wrap-key', undefined, asFrame));
});

interface JsonSchema {
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}
/** `schema`, or the component its `$ref` names. */
const resolved = (document: Document & { components?: { schemas?: Record<string, JsonSchema> } }, schema: JsonSchema): JsonSchema =>
  schema.$ref ? resolved(document, document.components!.schemas![schema.$ref.split('/').pop()!]!) : schema;

test("words a person reads carry their message id and values, which the document's error body describes on the body and on each reason", async () => {
  const document = await servedDocument();
  const said = examplesOf(document).filter(({ status, value }) => status >= 400 && typeof value === 'object' && value !== null && 'messageId' in value);
  expect(said.map(({ value }) => (value as { messageId: string }).messageId)).toEqual(expect.arrayContaining(['authCodeInvalid', 'authDeviceLinkInvalid', 'tooManyRequests']));
  expect(said.find(({ value }) => (value as { messageId: string }).messageId === 'tooManyRequests')!.value).toMatchObject({ values: { seconds: 30 } });
  for (const { schema } of said) {
    const body = resolved(document, schema as JsonSchema);
    expect(Object.keys(body.properties!)).toEqual(expect.arrayContaining(['message', 'messageId', 'values', 'reasons']));
    const reason = resolved(document, resolved(document, body.properties!.reasons!).items!);
    expect(Object.keys(reason.properties!)).toEqual(expect.arrayContaining(['description', 'messageId', 'values']));
  }
  // A live refusal carries them as the document says: the device page's unknown link.
  const refused = client.devicePage('A'.repeat(43));
  await expectAnswerFollows(document, 'post', '/auth/v1/device-approval', refused);
  expect((await refused).body).toEqual({ message: 'This link is not valid: it was replaced by a newer one, or never made', messageId: 'authDeviceLinkInvalid' });
});
