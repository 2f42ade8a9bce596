// The OpenAPI 3.1 document of the services, assembled by zod-openapi from each route file's
// description (routeDoc.ts): the project check's query parameters and refusals are added here
// once, from http/project.ts, for every route that check guards.
import { SDK_VERSION, UNAUTHORIZED_INVALID_KEY, UNAUTHORIZED_ORIGIN } from '@latch/core/api';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponsesObject } from 'zod-openapi';
import { callQuerySchema, isOpenPath, SDK_OPTIONAL_PATHS } from '../http/project.js';
import { tooManyRequests } from '../http/rateLimit.js';
import { refusal, type ResponseDoc, type RouteDoc } from './routeDoc.js';

export const OPENAPI_VERSION = '3.1.0';

/** `/v1/sessions/:id` as OpenAPI writes it: `/v1/sessions/{id}`. */
export const openApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

const sdkOptionalQuery = callQuerySchema.extend({ st: callQuerySchema.shape.st.optional(), sv: callQuerySchema.shape.sv.optional() });

/** The refusals of the project and origin check (http/project.ts). */
const PROJECT_REFUSALS: Record<number, ResponseDoc> = {
  400: refusal('A call parameter is missing or malformed', 'Missing query parameter: projectId (every call carries projectId, st and sv)'),
  401: refusal('No project has this id', UNAUTHORIZED_INVALID_KEY),
  403: refusal("The browser's origin is not on the project's allowlist", UNAUTHORIZED_ORIGIN),
};

const LIMIT_REFUSAL = refusal("Past the area's write limit; Retry-After says how many seconds to wait", tooManyRequests(30));

/** Each status once: a second answer for a status joins the first as another example. */
function responsesOf(groups: Record<number, ResponseDoc>[]): ZodOpenApiResponsesObject {
  const merged = new Map<number, { descriptions: string[]; schema: ResponseDoc['schema']; type: string; examples: unknown[] }>();
  for (const group of groups) {
    for (const [status, { description, schema, example, type = 'application/json' }] of Object.entries(group)) {
      const entry = merged.get(Number(status));
      if (entry) {
        entry.descriptions.push(description);
        entry.examples.push(example);
      } else merged.set(Number(status), { descriptions: [description], schema, type, examples: [example] });
    }
  }
  const responses: ZodOpenApiResponsesObject = {};
  for (const [status, { descriptions, schema, type, examples }] of [...merged].sort(([a], [b]) => a - b)) {
    responses[`${status}` as `2${string}`] = {
      description: descriptions.join('; '),
      content: { [type]: { schema, examples: Object.fromEntries(examples.map((value, i) => [`example${i + 1}`, { value }])) } },
    };
  }
  return responses;
}

function operationOf(doc: RouteDoc): ZodOpenApiOperationObject {
  const checked = !isOpenPath(doc.path);
  const callQuery = SDK_OPTIONAL_PATHS.has(doc.path) ? sdkOptionalQuery : callQuerySchema;
  const query = checked ? (doc.query ? callQuery.extend(doc.query.shape) : callQuery) : doc.query;
  return {
    operationId: `${doc.method}${doc.path.replace(/[^A-Za-z0-9]+/g, '_')}`,
    summary: doc.summary,
    tags: [doc.tag],
    requestParams: { ...(query ? { query } : {}), ...(doc.params ? { path: doc.params } : {}), ...(doc.headers ? { header: doc.headers } : {}) },
    ...(doc.body ? { requestBody: { required: true, content: { [doc.body.type ?? 'application/json']: { schema: doc.body.schema } } } } : {}),
    responses: responsesOf([doc.responses, checked ? PROJECT_REFUSALS : {}, doc.limited ? { 429: LIMIT_REFUSAL } : {}]),
  };
}

/**
 * The document for `docs`. An answer's object schema allows more fields than it names: the client
 * parses with core's schemas, which drop fields they do not know.
 */
export function openApiDocument(docs: readonly RouteDoc[]): ReturnType<typeof createDocument> {
  const paths: ZodOpenApiPathsObject = {};
  for (const doc of docs) paths[openApiPath(doc.path)] = { ...paths[openApiPath(doc.path)], [doc.method]: operationOf(doc) };
  return createDocument(
    {
      openapi: OPENAPI_VERSION,
      info: { title: 'Latch services', version: SDK_VERSION, description: 'The Wallet API, Blockchain API, analytics and embedded-wallet auth of a self-hosted Latch.' },
      paths,
    },
    {
      override: ({ jsonSchema, io }) => {
        if (io === 'output' && jsonSchema.additionalProperties === false) delete jsonSchema.additionalProperties;
      },
    },
  );
}
