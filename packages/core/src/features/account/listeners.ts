import { TOKEN_BALANCE_UNAVAILABLE } from '../../errors/startupMessages.js';
import type { LatchStartListening } from '../../store/extra.js';
import { showSnack } from '../alerts/snackbarThunks.js';
import { accountConnected } from '../connection/connectionEvents.js';
import { tokenBalancesRead } from './accountsSlice.js';
import { fetchBalance } from './balanceRequests.js';

export function addAccountListeners(startListening: LatchStartListening): void {
  // A connected account, or one on a new chain, reads its balance.
  startListening({
    actionCreator: accountConnected,
    effect: ({ payload: { namespace } }, { dispatch }) => void dispatch(fetchBalance({ namespace })),
  });

  // SPEC 8: a failed balance read of the account shown says so.
  startListening({
    actionCreator: fetchBalance.rejected,
    effect: ({ meta }, { dispatch, getState }) => {
      if (meta.rejectedWithValue && getState().accounts[meta.namespace]?.caipAddress === meta.caipAddress) dispatch(showSnack(TOKEN_BALANCE_UNAVAILABLE, 'error'));
    },
  });
  // Likewise the token balances, once for reads failing together (the modal opening, the Tokens tab): when the slice records a new failure.
  startListening({
    predicate: (action, current, previous) =>
      tokenBalancesRead.rejected(action) &&
      action.meta.rejectedWithValue &&
      current.accounts[action.meta.namespace]?.tokenBalanceFailedAt !== previous.accounts[action.meta.namespace]?.tokenBalanceFailedAt,
    effect: (_action, { dispatch }) => void dispatch(showSnack(TOKEN_BALANCE_UNAVAILABLE, 'error')),
  });
}
