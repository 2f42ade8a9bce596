// The analytics routes (routes.ts) for the OpenAPI document.
import { analyticsSummarySchema } from '@latch/core/api';
import { z } from 'zod';
import { answer, refusal, type RouteDoc } from '../openapi/routeDoc.js';
import { MAX_EVENT_BYTES } from './routes.js';
import { analyticsEventSchema } from './store.js';

const tag = 'Analytics';

/** POST /e's answer: whether the event was kept (not when the project has analytics off). The client reads only the status. */
export const eventStoredSchema = z.object({ stored: z.boolean() });

export const analyticsDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/e',
    tag,
    summary: 'Takes one event of the client',
    body: { schema: analyticsEventSchema },
    limited: true,
    responses: {
      202: answer('Taken: stored, or dropped when the project has analytics off', eventStoredSchema, { stored: true }),
      413: refusal('The event is too large', `Event too large: at most ${MAX_EVENT_BYTES} bytes`),
    },
  },
  {
    method: 'get',
    path: '/analytics/summary',
    tag,
    summary: "How many events of each name the project received",
    responses: {
      200: answer('The counts', analyticsSummarySchema, { projectId: 'latch-demo', total: 2, events: [{ event: 'MODAL_OPEN', type: 'track', count: 2 }] }),
    },
  },
];
