import { ERROR_TELEMETRY_PER_MINUTE } from '../constants.js';
import { alertsSlice } from '../features/alerts/alertsSlice.js';
import type { LatchEvent } from './events.js';
import type { LatchDispatch, LatchExtra } from './extra.js';
import type { LatchState } from './rootReducer.js';

const MINUTE_MS = 60_000;

function eventId(): string {
  return typeof globalThis.crypto?.randomUUID === 'function' ? globalThis.crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The page as analytics sees it: origin and path only. Its query and fragment stay in the page: sign-in codes, tokens and emails ride there. */
const page = () => (typeof location === 'undefined' ? { url: '', domain: '' } : { url: `${location.origin}${location.pathname}`, domain: location.hostname });

/**
 * Analytics for one Latch instance (SPEC 7, 8): events go to POST /e with eventId, url (the page's
 * origin and path), domain, timestamp and props (the event plus the address); errors go as type error with name, message
 * and stack, at most 5 a minute. A 403 shows "Invalid App Configuration", once. Nothing is sent
 * when the analytics feature is off or no analytics URL is configured.
 */
export function createAnalytics(extra: LatchExtra, getState: () => LatchState, dispatch: LatchDispatch) {
  const errorsSent: number[] = [];

  async function send(props: Record<string, unknown>) {
    const state = getState();
    const baseUrl = extra.apiUrls?.analytics;
    if (!baseUrl || !state.options.features.analytics) return;
    const address = state.accounts[state.networks.activeNamespace]?.address;
    const { postAnalytics } = await import('../api/analytics.js');
    const outcome = await postAnalytics(
      { baseUrl, projectId: state.options.projectId, fetch: extra.fetch },
      { eventId: eventId(), ...page(), timestamp: extra.clock.now(), props: { ...props, ...(address ? { address } : {}) } },
    );
    if (outcome === 'forbidden') dispatch(alertsSlice.actions.raised({ id: 'invalidAppConfiguration', once: true }));
  }

  return {
    track: (event: LatchEvent) => send({ type: 'track', event: event.type, properties: event.properties }),
    error(error: unknown) {
      const now = extra.clock.now();
      while (errorsSent.length && now - errorsSent[0]! >= MINUTE_MS) errorsSent.shift();
      if (errorsSent.length >= ERROR_TELEMETRY_PER_MINUTE) return Promise.resolve();
      errorsSent.push(now);
      const { name = 'Error', message = String(error), stack } = error instanceof Error ? error : ({} as Partial<Error>);
      return send({ type: 'error', event: 'ERROR', properties: { name, message, stack } });
    },
  };
}

export type Analytics = ReturnType<typeof createAnalytics>;
