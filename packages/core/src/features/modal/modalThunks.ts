import type { ChainNamespace } from '../../caip/namespaces.js';
import { MODAL_SHAKE_MS } from '../../constants.js';
import type { LatchThunk } from '../../store/extra.js';
import { modalSlice } from './modalSlice.js';
import { networksSlice } from '../networks/networksSlice.js';
import { routerSlice, type RouteEntry, type RouterData, type View } from './routerSlice.js';
import { selectActiveAccount } from '../account/selectors.js';
import { selectCurrentView } from './selectors.js';
import { connectionSlice } from '../connection/connectionSlice.js';
import type { LatchState } from '../../store/rootReducer.js';

export interface OpenOptions {
  view?: View;
  data?: RouterData;
  namespace?: ChainNamespace;
}

/** The view the modal opens on (SPEC 2). Opening never waits on the network. */
export const openModal =
  (options: OpenOptions = {}): LatchThunk =>
  (dispatch, getState, { platform, adapters }) => {
    const { namespace } = options;
    if (namespace && getState().networks.networks.some((n) => n.chainNamespace === namespace)) {
      dispatch(networksSlice.actions.activeNamespaceSet(namespace));
    }
    const state = getState();
    const address = selectActiveAccount(state)?.address;
    const noAdapters = adapters.size === 0;

    let entry: RouteEntry;
    if (state.options.manualWCControl || (noAdapters && !address)) {
      entry = { view: platform.isMobile() ? 'AllWallets' : 'ConnectingWalletConnectBasic' };
    } else if (options.view) {
      entry = options.data ? { view: options.view, data: options.data } : { view: options.view };
    } else {
      entry = { view: address ? 'Account' : 'Connect' };
    }
    dispatch(routerSlice.actions.reset(entry));
    dispatch(modalSlice.actions.modalOpened());
    dispatch(fillInAfterOpen());
  };

/** What the open modal shows but never waits for (fillIn.ts) loads after its first frame is painted, with the requests it makes. */
const fillInAfterOpen = (): LatchThunk => (dispatch, _getState, extra) => {
  const later = extra.platform.afterPaint ?? ((work: () => void) => extra.clock.setTimeout(work, 0));
  // Loading and parsing the API layer must not delay the frame that shows the modal.
  later(() => {
    if (!extra.signal.aborted) void import('./fillIn.js').then(({ fillIn }) => dispatch(fillIn()));
  });
};

const SIGN_VIEWS: ReadonlySet<View> = new Set(['SIWXSignMessage', 'ApproveTransaction']);

/** Whether the person may close the modal now: not on a sign view while sign-in is required and no session exists (SPEC 4). */
export const canClose = (state: LatchState): boolean =>
  !(SIGN_VIEWS.has(selectCurrentView(state)) && state.siwx.required && !state.siwx.session);

/**
 * Closes the modal and resets the WalletConnect URI. Where closing is not allowed the modal
 * shakes instead. With the embedded option it goes back to Account (connected) or Connect.
 */
export const closeModal = (): LatchThunk => (dispatch, getState) => {
  const state = getState();
  if (!canClose(state)) {
    dispatch(shakeModal());
    return;
  }
  dispatch(connectionSlice.actions.wcUriReset());
  if (state.options.embedded) {
    dispatch(routerSlice.actions.reset(selectActiveAccount(state)?.status === 'connected' ? 'Account' : 'Connect'));
    return;
  }
  dispatch(modalSlice.actions.modalClosed());
};

/** Back one view; with one entry left, going back closes the modal (SPEC 2). */
export const goBack = (): LatchThunk => (dispatch, getState) => {
  if (getState().router.history.length <= 1) dispatch(closeModal());
  else dispatch(routerSlice.actions.popped());
};

/** Shakes the modal for 500 ms, e.g. when closing is refused. A shake in progress is not restarted. */
export const shakeModal = (): LatchThunk => (dispatch, getState, { clock }) => {
  if (getState().modal.shake) return;
  dispatch(modalSlice.actions.shakeStarted());
  const count = getState().modal.shakeCount;
  clock.setTimeout(() => dispatch(modalSlice.actions.shakeEnded(count)), MODAL_SHAKE_MS);
};
