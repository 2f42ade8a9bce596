import type { CaipNetwork } from '../../caip/network.js';
import { networkControllerClientNotSet, networkNotFound } from '../../errors/catalogue.js';
import { LatchError } from '../../errors/LatchError.js';
import type { LatchThunk } from '../../store/extra.js';
import { ACTIVE_NETWORK_KEY } from '../../store/storageKeys.js';
import { alertsSlice } from '../alerts/alertsSlice.js';
import { networkSwitchFailed, networksSlice } from '../networks/networksSlice.js';
import { reportAccount } from './sessionThunks.js';

const { actions } = networksSlice;

/**
 * Makes `network` active (SPEC 4). Another namespace marks a namespace switch (the send form resets
 * on it). A connected wallet is asked to switch first; if it fails, the router goes back (when there
 * is a view to go back to). The active network is stored. Leaving UnsupportedChain this way closes
 * the modal (the modal answers these events).
 */
export const switchNetwork =
  (network: CaipNetwork): LatchThunk<Promise<void>> =>
  async (dispatch, getState, extra) => {
    const state = getState();
    if (!state.networks.networks.some((n) => n.caipNetworkId === network.caipNetworkId)) {
      dispatch(alertsSlice.actions.raised({ id: 'networkNotFound' }));
      throw new LatchError(networkNotFound, { details: network.caipNetworkId });
    }
    const namespace = network.chainNamespace;
    const namespaceSwitch = namespace !== state.networks.activeNamespace;
    if (namespaceSwitch) dispatch(actions.namespaceSwitched(namespace));
    try {
      const account = state.accounts[namespace];
      if (account?.status === 'connected' && account.address) {
        const adapter = extra.adapters.get(namespace);
        if (!adapter) throw new LatchError(networkControllerClientNotSet, { details: namespace });
        await adapter.switchNetwork({ network });
        // Not every wallet says chainChanged after a switch it was asked for; the account is there now.
        dispatch(reportAccount(namespace, account.address, network.id));
      }
      // A configured network chosen leaves the unsupported state a stored or reported one had left (SPEC 4).
      dispatch(actions.networkReset(namespace));
      dispatch(actions.activeNetworkSet(network.caipNetworkId));
      extra.storage.set(ACTIVE_NETWORK_KEY, network.caipNetworkId);
    } catch (error) {
      dispatch(networkSwitchFailed(network.caipNetworkId));
      // Loaded on a failure only, as connect's: its schema (zod) stays out of the first paint.
      throw (await import('../../errors/decline.js')).declinedSwitch(error);
    } finally {
      if (namespaceSwitch) dispatch(actions.namespaceSwitchSettled());
    }
  };
