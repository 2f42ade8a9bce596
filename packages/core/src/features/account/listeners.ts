import type { LatchStartListening } from '../../store/extra.js';
import { accountConnected } from '../connection/connectionEvents.js';
import { fetchBalance } from './balanceRequests.js';

export function addAccountListeners(startListening: LatchStartListening): void {
  // A connected account, or one on a new chain, reads its balance.
  startListening({
    actionCreator: accountConnected,
    effect: ({ payload: { namespace } }, { dispatch }) => void dispatch(fetchBalance({ namespace })),
  });
}
