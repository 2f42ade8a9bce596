import type { CaipNetwork } from '../../caip/network.js';
import { NETWORK_CONTROLLER_CLIENT_NOT_SET, NETWORK_NOT_FOUND } from '../../errors/catalogue.js';
import { LatchError } from '../../errors/LatchError.js';
import { alertsSlice } from '../alerts/alertsSlice.js';
import { accountReported } from '../connection/sessionThunks.js';
import type { LatchThunk } from '../../store/extra.js';
import { closeModal, goBack } from '../modal/modalThunks.js';
import { networksSlice } from './networksSlice.js';
import { selectCurrentView } from '../modal/selectors.js';
import { sendSlice } from '../send/sendSlice.js';
import { ACTIVE_NETWORK_KEY } from '../../store/storageKeys.js';

/**
 * Makes `network` active (SPEC 4). Another namespace marks a namespace switch and resets the
 * send form. A connected wallet is asked to switch first; if it fails, the router goes back (when
 * there is a view to go back to).
 * The active network is stored. Leaving UnsupportedChain this way closes the modal.
 */
export const switchNetwork =
  (network: CaipNetwork): LatchThunk<Promise<void>> =>
  async (dispatch, getState, extra) => {
    const state = getState();
    if (!state.networks.networks.some((n) => n.caipNetworkId === network.caipNetworkId)) {
      dispatch(alertsSlice.actions.raised({ id: 'networkNotFound' }));
      throw new LatchError(NETWORK_NOT_FOUND, { details: network.caipNetworkId });
    }
    const namespace = network.chainNamespace;
    const namespaceSwitch = namespace !== state.networks.activeNamespace;
    if (namespaceSwitch) {
      dispatch(networksSlice.actions.namespaceSwitchingSet(true));
      dispatch(sendSlice.actions.reset());
    }
    try {
      const account = state.accounts[namespace];
      if (account?.status === 'connected' && account.address) {
        const adapter = extra.adapters.get(namespace);
        if (!adapter) throw new LatchError(NETWORK_CONTROLLER_CLIENT_NOT_SET, { details: namespace });
        await adapter.switchNetwork({ network });
        // Not every wallet says chainChanged after a switch it was asked for; the account is there now.
        dispatch(accountReported(namespace, account.address, network.id));
      }
      dispatch(networksSlice.actions.activeNetworkSet(network.caipNetworkId));
      extra.storage.set(ACTIVE_NETWORK_KEY, network.caipNetworkId);
      if (selectCurrentView(getState()) === 'UnsupportedChain') dispatch(closeModal());
    } catch (error) {
      // SPEC 4: the router goes back. Only to a view that exists, though: with UnsupportedChain as the
      // only entry, going back would close the modal on the very person who is still on the wrong chain.
      if (getState().router.history.length > 1) dispatch(goBack());
      throw error;
    } finally {
      if (namespaceSwitch) dispatch(networksSlice.actions.namespaceSwitchingSet(false));
    }
  };
