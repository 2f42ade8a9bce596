import { createAction, type DynamicMiddlewareInstance, type Middleware } from '@reduxjs/toolkit';
import type { LatchDispatch } from './extra.js';
import type { LatchState, RootReducer } from './rootReducer.js';

import type * as ApiClient from '../api/client/index.js';

export type ApiModule = typeof ApiClient;

const apiLoaded = createAction('api/loaded');

/** A request's subscription to its cache entry, as RTK Query's `initiate` returns it. */
export interface HeldRequest {
  unsubscribe(): void;
  abort(): void;
  queryCacheKey: string;
}

/**
 * Loads the API layer on first use and joins it to this store: its slice is injected and its
 * middleware added. The page's entry never carries RTK Query or the response schemas.
 */
export interface ApiLoader {
  load(): Promise<ApiModule>;
  /**
   * Keeps one cache entry this instance shows (the listing, the connected account's balances, its
   * history) by holding its request's subscription in a slot; the slot's previous one is let go,
   * and aborted if it still runs for an entry no slot holds.
   */
  hold<T extends HeldRequest>(slot: string, request: T): T;
  /** Lets every held entry go and drops the API's cache and its removal timers (which would otherwise keep a Node process alive for minutes). */
  reset(): void;
}

export function createApiLoader(reducer: RootReducer, dynamic: DynamicMiddlewareInstance<LatchState, LatchDispatch>, dispatch: () => LatchDispatch): ApiLoader {
  let loading: Promise<ApiModule> | undefined;
  let loaded: ApiModule | undefined;
  const held = new Map<string, HeldRequest>();
  const load = () =>
    (loading ??= import('../api/client/index.js').then((module) => {
      reducer.inject(module.latchApi);
      // A store made before the injection has no api state until its reducer runs again.
      dispatch()(apiLoaded());
      dynamic.addMiddleware(module.latchApi.middleware as Middleware);
      loaded = module;
      return module;
    }));
  return {
    load,
    hold(slot, request) {
      const previous = held.get(slot);
      held.set(slot, request);
      if (previous && ![...held.values()].some((other) => other.queryCacheKey === previous.queryCacheKey)) previous.abort();
      previous?.unsubscribe();
      return request;
    },
    reset: () => {
      held.forEach((subscription) => subscription.unsubscribe());
      held.clear();
      if (loaded) dispatch()(loaded.latchApi.util.resetApiState());
    },
  };
}
