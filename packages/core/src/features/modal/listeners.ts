import type { LatchStartListening } from '../../store/extra.js';
import { established } from '../connection/connectionEvents.js';
import { networksSlice } from '../networks/networksSlice.js';
import { modalSlice } from './modalSlice.js';
import { closeModal } from './modalThunks.js';
import { routerSlice } from './routerSlice.js';
import { selectCurrentView } from './selectors.js';

/** How the modal answers the connection and the networks. */
export function addModalListeners(startListening: LatchStartListening): void {
  // A connect the person asked for closes the modal (or shakes it, or shows Account with the embedded option).
  startListening({ actionCreator: established, effect: (_action, { dispatch }) => void dispatch(closeModal()) });

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

  // Leaving UnsupportedChain by a switch closes the modal.
  startListening({
    actionCreator: networksSlice.actions.activeNetworkSet,
    effect: (_action, { dispatch, getState }) => {
      if (selectCurrentView(getState()) === 'UnsupportedChain') dispatch(closeModal());
    },
  });
}
