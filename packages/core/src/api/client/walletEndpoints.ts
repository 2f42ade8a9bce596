import type * as z from 'zod/mini';
import { configResponseSchema, originsResponseSchema, walletsResponseSchema, analyticsConfigResponseSchema, type WalletsResponse } from '../walletApi.js';
import { latchApi } from './latchApi.js';

export interface WalletsQuery {
  page: number;
  entries: number;
  include?: string[];
  exclude?: string[];
  chains?: string[];
  search?: string;
  badge_type?: string;
}

/** Wallet API (SPEC 7). */
export const walletApi = latchApi.injectEndpoints({
  endpoints: (build) => ({
    getConfig: build.query<z.infer<typeof configResponseSchema>, void>({
      query: () => ({ service: 'walletApi' as const, path: '/appkit/v1/config', schema: configResponseSchema, empty: { features: [] } }),
    }),
    getOrigins: build.query<z.infer<typeof originsResponseSchema>, void>({
      query: () => ({ service: 'walletApi' as const, path: '/projects/v1/origins', schema: originsResponseSchema, empty: { allowedOrigins: [] } }),
    }),
    getWallets: build.query<WalletsResponse, WalletsQuery>({
      query: ({ include, exclude, chains, ...rest }) => ({
        service: 'walletApi' as const,
        path: '/getWallets',
        query: { ...rest, include, exclude, chains },
        schema: walletsResponseSchema,
        empty: { data: [], count: 0 },
      }),
    }),
    getAnalyticsConfig: build.query<z.infer<typeof analyticsConfigResponseSchema>, void>({
      query: () => ({ service: 'walletApi' as const, path: '/getAnalyticsConfig', schema: analyticsConfigResponseSchema, empty: { isAnalyticsEnabled: false } }),
    }),
  }),
});
