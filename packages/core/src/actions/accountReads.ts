import { fetchAllowedOrigins, fetchRemoteFeatures, fetchTokenBalances, fetchTransactions } from '../features/account/apiThunks.js';
import type { Latch } from '../createLatch.js';

/** API reads (SPEC 7, 8): the portfolio, the history (`more` for the next page), remote features, allowed origins. */
export const loadTokenBalances = (latch: Latch) => latch.store.dispatch(fetchTokenBalances());
export const loadTransactions = (latch: Latch, options?: { more?: boolean }) => latch.store.dispatch(fetchTransactions(options));
export const loadRemoteFeatures = (latch: Latch) => latch.store.dispatch(fetchRemoteFeatures());
export const loadAllowedOrigins = (latch: Latch) => latch.store.dispatch(fetchAllowedOrigins());
