// Loaded with the first event to send: the page's entry does not carry it.
import { ApiError } from './errors.js';
import { apiRequest, type ApiContext } from './request.js';
import { withoutQueriesDeep } from './withoutUrlQueries.js';

import type { AnalyticsPayload } from './analyticsSchemas.js';

const anyBody = { safeParse: (data: unknown) => ({ success: true as const, data }) };

/**
 * Sends one event; "forbidden" when the services refuse this origin or project (403). No URL in its
 * props keeps a query or fragment (an error's message and stack name the page's URL as it is), and
 * it goes without a Referer, as every call of apiRequest.
 */
export async function postAnalytics(context: ApiContext, payload: AnalyticsPayload): Promise<'sent' | 'forbidden' | 'failed'> {
  const body = { ...payload, props: withoutQueriesDeep(payload.props) };
  try {
    await apiRequest(context, { method: 'POST', path: '/e', body, schema: anyBody, empty: null });
    return 'sent';
  } catch (error) {
    return error instanceof ApiError && error.status === 403 ? 'forbidden' : 'failed';
  }
}
