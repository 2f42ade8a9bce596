// How the UI reads the API's cache without RTK Query in the page's entry: the api is built with this
// cache key (see client/latchApi.ts), so a selector finds an entry from its endpoint and arguments.
import type { LatchState } from '../store/rootReducer.js';
import type { LatchQueryError } from './client/baseQuery.js';

const sortedKeys = (_key: string, value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    : value;

/** One entry per endpoint and arguments, whatever the order of the arguments' keys (undefined fields count as absent). */
export const queryCacheKey = (endpointName: string, args: unknown) => `${endpointName}(${JSON.stringify(args ?? null, sortedKeys)})`;

/** A cache entry as RTK Query keeps it: a query's answer, or the pages of an infinite query. */
export interface CachedQuery<T> {
  status: 'uninitialized' | 'pending' | 'fulfilled' | 'rejected';
  data?: T;
  error?: LatchQueryError;
}

/** The query has answered, well or not. */
export const isSettled = <T>(answer: CachedQuery<T> | undefined): answer is CachedQuery<T> => answer?.status === 'fulfilled' || answer?.status === 'rejected';

/** The cache entry of `endpointName` for `args`; undefined before the API layer has loaded or the query has run. */
export const selectCachedQuery = <T>(state: LatchState, endpointName: string, args: unknown): CachedQuery<T> | undefined =>
  state.latchApi?.queries[queryCacheKey(endpointName, args)] as CachedQuery<T> | undefined;

/** The pages of an infinite query (RTK Query's InfiniteData). */
export interface CachedPages<T, P> {
  pages: T[];
  pageParams: P[];
}
