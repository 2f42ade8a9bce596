// The active account's portfolio and history as the API's cache holds them (the requests of
// portfolioRequests.ts read them there); loaded with the views that show them, not with the page.
import { createSelector } from '@reduxjs/toolkit';
import type { HistoryArgs } from '../../api/client/blockchainEndpoints.js';
import type { BalanceResponse, HistoryResponse } from '../../api/blockchainApi.js';
import type { Transaction } from '../../api/history.js';
import { isSettled, selectCachedQuery, type CachedPages } from '../../api/queryCache.js';
import { selectActiveNamespaceServices } from '../networks/serviceSupport.js';
import { forActiveNetwork, withoutLowQualityTokens, withoutSpamNfts } from '../../rules/lists.js';
import type { LatchState } from '../../store/rootReducer.js';
import { selectActiveNetwork } from '../networks/selectors.js';
import type { TokenBalance } from './accountsSlice.js';
import { selectActiveAccount } from './selectors.js';

/** The arguments of the active account's portfolio on the active network; undefined without an account. */
export function tokenBalanceArgs(state: LatchState): { address: string; chainId: string } | undefined {
  const address = selectActiveAccount(state)?.address;
  const network = selectActiveNetwork(state);
  return address && network ? { address, chainId: network.caipNetworkId } : undefined;
}

const NO_TOKENS: TokenBalance[] = [];
const tokenBalanceAnswer = (state: LatchState) => {
  const args = tokenBalanceArgs(state);
  return args ? selectCachedQuery<BalanceResponse>(state, 'getBalance', args) : undefined;
};

/** The active account's token balances on the active network (SPEC 3), zero-decimal tokens left out (SPEC 8); empty until read. */
export const selectTokenBalances = createSelector([tokenBalanceAnswer], (answer) => (answer?.data ? withoutLowQualityTokens(answer.data.balances) : NO_TOKENS));

export interface Activity {
  /** The active network's transactions, all-spam NFT transfers hidden (SPEC 5). */
  transactions: Transaction[];
  loading: boolean;
  /** Read and found nothing, or the read failed (SPEC 8: the list is marked empty); always where activity is not read. */
  empty: boolean;
  /** Another page can be asked for. */
  hasMore: boolean;
}

/** The arguments of the active account's history on the active network; undefined without an account or where activity is not read (SPEC 9: EVM only). */
export function activityArgs(state: LatchState): HistoryArgs | undefined {
  const address = selectActiveAccount(state)?.address;
  if (!address || !selectActiveNamespaceServices(state).activity) return undefined;
  return { account: address, chainId: selectActiveNetwork(state)?.caipNetworkId };
}

const NO_TRANSACTIONS: Transaction[] = [];
const activityAnswer = (state: LatchState) => {
  const args = activityArgs(state);
  return args ? selectCachedQuery<CachedPages<HistoryResponse, string>>(state, 'getHistory', args) : null;
};

/** The active account's history, from the API's cache (fetchTransactions reads it there). */
export const selectActivity = createSelector([activityAnswer, (state: LatchState) => selectActiveNetwork(state)?.caipNetworkId], (answer, networkId): Activity => {
  if (answer === null) return { transactions: NO_TRANSACTIONS, loading: false, empty: true, hasMore: false };
  const pages = answer?.data?.pages ?? [];
  const all = pages.flatMap((page) => page.data);
  const transactions = withoutSpamNfts(networkId ? forActiveNetwork(all, networkId) : all);
  return { transactions, loading: answer?.status === 'pending', empty: isSettled(answer) && transactions.length === 0, hasMore: Boolean(pages.at(-1)?.next) };
});
