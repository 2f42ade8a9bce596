// Analytics events as POST /e sends them (SPEC 7), kept per project, and counted by event name.
import { z } from 'zod';
import type { Queryable } from '../db/db.js';

/** The page's URL without its query and fragment, where tokens, codes and personal data travel. */
const pageUrl = (url: string) => url.replace(/[?#].*$/s, '');

/** The body of POST /e: the client's AnalyticsPayload (packages/core/src/api/analytics.ts). */
export const analyticsEventSchema = z.object({
  eventId: z.string().min(1).max(128),
  url: z.string().max(2048).transform(pageUrl),
  domain: z.string().max(255),
  timestamp: z.number().int().nonnegative(),
  props: z.record(z.string(), z.unknown()),
});
export type AnalyticsEvent = z.output<typeof analyticsEventSchema>;

const short = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 128) : fallback);

/** Stores one event; the same eventId twice is kept once. Resolves with whether it was new. */
export async function storeEvent(db: Queryable, projectId: string, event: AnalyticsEvent, origin: string | null): Promise<boolean> {
  const rows = await db.query(
    `insert into analytics_events (project_id, event_id, type, event, url, domain, origin, client_timestamp, props)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)
     on conflict (project_id, event_id) do nothing returning id`,
    [
      projectId,
      event.eventId,
      short(event.props.type, 'track'),
      short(event.props.event, 'UNKNOWN'),
      event.url,
      event.domain,
      origin,
      event.timestamp,
      JSON.stringify(event.props),
    ],
  );
  return rows.length > 0;
}

export interface AnalyticsSummary {
  projectId: string;
  total: number;
  events: { event: string; type: string; count: number }[];
}

/** How many events of each name and type the project received, most frequent first. */
export async function summarize(db: Queryable, projectId: string): Promise<AnalyticsSummary> {
  const events = await db.query<{ event: string; type: string; count: number }>(
    `select event, type, count(*)::int as count from analytics_events where project_id = $1
     group by event, type order by count desc, event, type`,
    [projectId],
  );
  return { projectId, total: events.reduce((sum, row) => sum + row.count, 0), events };
}
