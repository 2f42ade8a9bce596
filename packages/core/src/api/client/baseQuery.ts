import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { errorMessage } from '../../errors/errorMessage.js';
import type { Schema } from '../../storage/storage.js';
import type { LatchExtra } from '../../store/extra.js';
import type { LatchState } from '../../store/rootReducer.js';
import { ApiError } from '../errors.js';
import { apiRequest, type ApiCall } from '../request.js';

export type ApiService = 'walletApi' | 'blockchainApi';

/** What an endpoint asks the base query for: which service, and the call. */
export interface LatchQueryArgs<T = unknown> extends Omit<ApiCall<T>, 'schema' | 'empty'> {
  service: ApiService;
  schema: Schema<T>;
  /** What the call answers while skipped: on an unsupported network, or with the service off. */
  empty: T;
}

export interface LatchQueryError {
  /** The HTTP status, or FETCH_ERROR when no answer came. */
  status: number | 'FETCH_ERROR';
  message: string;
  reason?: string;
}

/**
 * The one base query: service URLs come from the config, the project id from state, and a call
 * on an unsupported network is skipped with its empty result (SPEC 7). Without URLs for a service
 * the API is off and every call answers empty. A call ends when RTK Query aborts it (its query
 * dropped) or at the request's time limit, on the instance's clock.
 */
export const latchBaseQuery: BaseQueryFn<LatchQueryArgs, unknown, LatchQueryError> = async ({ service, ...call }, api) => {
  const extra = api.extra as LatchExtra;
  const state = api.getState() as LatchState;
  const baseUrl = extra.apiUrls?.[service];
  if (!baseUrl) return { data: call.empty };
  const namespace = state.networks.activeNamespace;
  try {
    const data = await apiRequest(
      {
        baseUrl,
        projectId: state.options.projectId,
        isNetworkSupported: () => state.networks.unsupportedByNamespace[namespace] === undefined,
        fetch: extra.fetch,
        signal: api.signal,
        clock: extra.clock,
      },
      call,
    );
    return { data };
  } catch (error) {
    if (error instanceof ApiError) return { error: { status: error.status, message: error.message, reason: error.reason } };
    return { error: { status: 'FETCH_ERROR', message: errorMessage(error) } };
  }
};
