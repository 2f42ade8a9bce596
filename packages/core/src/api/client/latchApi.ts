// Loaded on first use (see store/apiLoader.ts): RTK Query and the schemas stay out of the page's entry.
import { createApi } from '@reduxjs/toolkit/query';
import { queryCacheKey } from '../queryCache.js';
import { latchBaseQuery } from './baseQuery.js';

export const latchApi = createApi({
  reducerPath: 'latchApi',
  baseQuery: latchBaseQuery,
  serializeQueryArgs: ({ endpointName, queryArgs }) => queryCacheKey(endpointName, queryArgs),
  endpoints: () => ({}),
});

declare module '../../store/rootReducer.js' {
  export interface LazyLoadedSlices {
    latchApi: ReturnType<typeof latchApi.reducer>;
  }
}
