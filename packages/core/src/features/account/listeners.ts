import type { LatchStartListening } from '../../store/extra.js';
import { accountConnected } from '../connection/connectionEvents.js';

export function addAccountListeners(startListening: LatchStartListening): void {
  // A connected account, or one on a new chain, reads its balance, with the read's module.
  startListening({
    actionCreator: accountConnected,
    effect: async ({ payload: { namespace } }, { dispatch }) => void dispatch((await import('./balanceRequests.js')).fetchBalance({ namespace })),
  });
}
