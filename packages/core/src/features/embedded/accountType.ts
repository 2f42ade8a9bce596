import type { ChainNamespace } from '../../caip/namespaces.js';
import type { Latch } from '../../createLatch.js';
import { addressOrAuthConnectorNotFound } from '../../errors/catalogue.js';
import { LatchError } from '../../errors/LatchError.js';
import { accountsSlice } from '../account/accountsSlice.js';
import { recordConnection } from '../connection/sessionThunks.js';
import { modalSlice } from '../modal/modalSlice.js';

/**
 * The embedded wallet's account type (SPEC 4, 6): loading on, the type set on the auth provider, a
 * reconnect (the address changes with the type), loading off. Needs an auth connector: otherwise
 * "Address or auth connector not found".
 */
export const setPreferredAccountType = (latch: Latch, type: 'eoa' | 'smartAccount', namespace?: ChainNamespace): Promise<void> =>
  latch.store.dispatch(async (dispatch, getState, extra) => {
    const ns = namespace ?? getState().networks.activeNamespace;
    const state = getState();
    const connectorId = state.connectors.connectedIds[ns];
    const connector = state.connectors.connectors.find((c) => c.chain === ns && c.id === connectorId);
    const adapter = extra.adapters.get(ns);
    if (!connectorId || connector?.type !== 'AUTH' || !adapter?.setPreferredAccountType) {
      throw new LatchError(addressOrAuthConnectorNotFound);
    }
    dispatch(modalSlice.actions.loadingSet(true));
    try {
      await adapter.setPreferredAccountType({ type });
      const result = await adapter.reconnect({ connectorId });
      if (!result) throw new LatchError(addressOrAuthConnectorNotFound);
      dispatch(accountsSlice.actions.preferredAccountTypeSet({ namespace: ns, type }));
      // The wallet's user says which type the address is: a network without smart accounts stays EOA.
      dispatch(recordConnection(ns, connectorId, result));
    } finally {
      dispatch(modalSlice.actions.loadingSet(false));
    }
  });
