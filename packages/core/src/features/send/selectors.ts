import { createSelector } from '@reduxjs/toolkit';
import type { LatchState } from '../../store/rootReducer.js';
import { selectTokenBalances } from '../account/portfolioSelectors.js';
import { selectActiveAccount } from '../account/selectors.js';
import { selectActiveNamespaceRules } from '../networks/namespaceRules.js';
import { selectActiveNetwork } from '../networks/selectors.js';
import { sendableTokens, sendFormProblem, tokenKey } from './sendRules.js';

export const selectSend = (state: LatchState) => state.send;

/** What the account can send on the active network: its positive balances, native first (SPEC 4). */
export const selectSendableTokens = createSelector(
  [selectTokenBalances, selectActiveAccount, selectActiveNetwork, selectActiveNamespaceRules],
  (tokens, account, network, rules) => sendableTokens(tokens, account?.balance, network, rules),
);

/** The first thing that stops the send form from being sent, checked against the balances held now; undefined when it can go. */
export const selectSendProblem = createSelector([selectActiveNamespaceRules, selectActiveNetwork, selectSend, selectSendableTokens], (rules, network, send, tokens) =>
  sendFormProblem({ rules, network }, send, (token) => tokens.find((held) => tokenKey(held) === tokenKey(token)) ?? token),
);
