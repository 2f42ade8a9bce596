import { fetchTokenBalances, fetchTransactions } from '../features/account/portfolioRequests.js';
import { fetchAllowedOrigins, fetchRemoteFeatures } from '../features/options/optionsRequests.js';
import type { Latch } from '../createLatch.js';
import { unwrapRequest } from '../store/unwrapRequest.js';

/** API reads (SPEC 7, 8): the portfolio, the history (`more` for the next page), remote features, allowed origins. */
export const loadTokenBalances = async (latch: Latch) => void (await latch.store.dispatch(fetchTokenBalances()));
export const loadTransactions = async (latch: Latch, options?: { more?: boolean }) => void (await unwrapRequest(latch.store.dispatch(fetchTransactions(options))));
export const loadRemoteFeatures = async (latch: Latch) => void (await latch.store.dispatch(fetchRemoteFeatures()));
export const loadAllowedOrigins = (latch: Latch) => unwrapRequest(latch.store.dispatch(fetchAllowedOrigins()));
