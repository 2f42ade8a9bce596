import type { LatchStartListening } from '../../store/extra.js';
import { selectCurrentView } from '../modal/selectors.js';
import { modalSlice } from '../modal/modalSlice.js';
import { closeModal } from '../modal/modalThunks.js';
import { routerSlice } from '../modal/routerSlice.js';
import { networksSlice } from './networksSlice.js';

export function addNetworksListeners(startListening: LatchStartListening): void {
  // SPEC 4: a wallet on a network that is not configured opens UnsupportedChain, unless network
  // switching is off, unsupported chains are allowed, or basic (manual) WalletConnect mode is on.
  startListening({
    actionCreator: networksSlice.actions.chainReported,
    effect: ({ payload: { namespace } }, { dispatch, getState }) => {
      const state = getState();
      if (state.networks.unsupportedByNamespace[namespace] !== undefined) {
        const { enableNetworkSwitch, allowUnsupportedChain, manualWCControl } = state.options;
        if (!enableNetworkSwitch || allowUnsupportedChain || manualWCControl || namespace !== state.networks.activeNamespace) return;
        dispatch(routerSlice.actions.reset('UnsupportedChain'));
        dispatch(modalSlice.actions.modalOpened());
      } else if (selectCurrentView(state) === 'UnsupportedChain' && state.modal.open) {
        // The wallet came back to a configured network by itself.
        dispatch(closeModal());
      }
    },
  });
}
