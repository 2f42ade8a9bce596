import type { LatchState } from '../../store/rootReducer.js';
import { selectActiveNamespace } from '../../store/selectors.js';

export const selectWalletConnectUri = (state: LatchState) => state.connection.wcUri;
export const selectPairingExpiry = (state: LatchState) => state.connection.wcPairingExpiry;
/** The WalletConnect connector of the active namespace, found by its type (its id is the adapter's own business). */
export const selectWalletConnectConnector = (state: LatchState) =>
  state.connectors.connectors.find((c) => c.type === 'WALLET_CONNECT' && c.chain === selectActiveNamespace(state));
