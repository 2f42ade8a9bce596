// The analytics contract (SPEC 7): what POST /e carries, and the summary the services give back.
import * as z from 'zod/mini';

export const analyticsPayloadSchema = z.object({
  eventId: z.string().check(z.minLength(1), z.maxLength(100)),
  url: z.string().check(z.maxLength(2048)),
  domain: z.string().check(z.maxLength(253)),
  timestamp: z.number(),
  props: z.record(z.string(), z.unknown()),
});
export type AnalyticsPayload = z.infer<typeof analyticsPayloadSchema>;

/** GET /analytics/summary: how many events of each name a project received. */
export const analyticsSummarySchema = z.object({
  projectId: z.string(),
  total: z.number(),
  events: z.array(z.object({ event: z.string(), type: z.string(), count: z.number() })),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;
