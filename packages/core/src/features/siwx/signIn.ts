import type { ListenerEffect, UnknownAction } from '@reduxjs/toolkit';
import type { CaipNetworkId } from '../../caip/network.js';
import type { ChainAdapter } from '../../adapter/types.js';
import {
  noActiveCaipAddress,
  noActiveCaipNetworkOrClient,
  signInAddressNotChecksummed,
  signatureDeclined,
  siwxNotEnabled,
  smartAccountSignatureDeclined,
} from '../../errors/catalogue.js';
import { LatchError, messageOf } from '../../errors/LatchError.js';
import { errorMessage } from '../../errors/errorMessage.js';
import { disconnect } from '../connection/disconnectThunks.js';
import type { LatchDispatch, LatchExtra, LatchThunk } from '../../store/extra.js';
import type { Latch } from '../../createLatch.js';
import { modalSlice } from '../modal/modalSlice.js';
import { closeModal } from '../modal/modalThunks.js';
import type { LatchState } from '../../store/rootReducer.js';
import { routerSlice } from '../modal/routerSlice.js';
import { selectActiveAccount } from '../account/selectors.js';
import { batchesOnItsOwn } from '../account/walletCapabilities.js';
import { siwxSlice } from './siwxSlice.js';
import { connectionCleared } from '../connection/connectionEvents.js';
import { connectorsSlice } from '../connection/connectorsSlice.js';
import { isShownOnly } from '../connection/shownAccount.js';
import { addLatchListener } from '../../store/addLatchListener.js';

function siwxOf(extra: LatchExtra) {
  if (!extra.siwx) throw new LatchError(siwxNotEnabled);
  return extra.siwx;
}

/** The active account's CAIP-2 chain and address, or "No ActiveCaipAddress found". */
function activeAccountOf(state: LatchState): { chainId: CaipNetworkId; address: string } {
  const caipAddress = selectActiveAccount(state)?.caipAddress;
  if (!caipAddress) throw new LatchError(noActiveCaipAddress);
  const [namespace, reference, address] = caipAddress.split(':') as [string, string, string];
  return { chainId: `${namespace}:${reference}` as CaipNetworkId, address };
}

/**
 * A saved account shown before its wallet answers (hydrate, @latch/core/ssr) has no wallet to sign with yet, and on a
 * server never will: sign-in is asked once its reconnect records the connector, or never if the namespace is forgotten.
 */
const settlesShownAccount = (action: UnknownAction) => connectorsSlice.actions.connectedIdSet.match(action) || connectionCleared.match(action);
const signInOnceConfirmed: ListenerEffect<UnknownAction, LatchState, LatchDispatch, LatchExtra> = (action, { dispatch, unsubscribe }) => {
  unsubscribe();
  if (connectorsSlice.actions.connectedIdSet.match(action)) void dispatch(requireSignIn());
};

/** SPEC 4: after connect, with no stored session for the account, SIWXSignMessage opens. */
export const requireSignIn = (): LatchThunk<Promise<void>> => async (dispatch, getState, extra) => {
  if (!extra.siwx) return;
  if (isShownOnly(getState(), getState().networks.activeNamespace)) {
    dispatch(addLatchListener({ predicate: settlesShownAccount, effect: signInOnceConfirmed }));
    return;
  }
  const { chainId, address } = activeAccountOf(getState());
  const profile = extra.adapters.get(getState().networks.activeNamespace)?.rules.signIn;
  const [session] = await extra.siwx.getSessions(chainId, address, profile).catch(() => []);
  // The account may have changed while the sessions were read.
  if (selectActiveAccount(getState())?.caipAddress !== `${chainId}:${address}`) return;
  if (session) {
    dispatch(siwxSlice.actions.sessionSet(session));
    return;
  }
  dispatch(siwxSlice.actions.sessionSet(undefined));
  dispatch(routerSlice.actions.reset('SIWXSignMessage'));
  dispatch(modalSlice.actions.modalOpened());
};

/**
 * The account's address as its sign-in message writes it: canonically, by the chain's adapter. On
 * eip155 that is EIP-55, which EIP-4361 requires and core does not write (it only checks it): without an
 * adapter that writes it, no message is made.
 */
async function signInAddress(adapter: ChainAdapter, address: string): Promise<string> {
  if (adapter.canonicalAddress) return adapter.canonicalAddress(address);
  if (adapter.namespace === 'eip155') throw new LatchError(signInAddressNotChecksummed);
  return address;
}

/**
 * SPEC 4: creates the message, has the wallet sign it, stores the session and closes. A refusal
 * reopens the view with "Signature declined" (smart accounts: "This application might not
 * support Smart Accounts").
 */
export const signIn = (latch: Latch): Promise<void> =>
  latch.store.dispatch(async (dispatch, getState, extra) => {
    const siwx = siwxOf(extra);
    const state = getState();
    const { chainId, address } = activeAccountOf(state);
    const adapter = extra.adapters.get(state.networks.activeNamespace);
    if (!adapter) throw new LatchError(noActiveCaipNetworkOrClient);
    dispatch(siwxSlice.actions.errorSet(undefined));
    try {
      const { data, message } = await siwx.createMessage({ accountAddress: await signInAddress(adapter, address), chainId, profile: adapter.rules.signIn });
      const signature = await adapter.signMessage({ message, address });
      const session = { data, message, signature };
      await siwx.addSession(session, adapter.rules.signIn);
      dispatch(siwxSlice.actions.sessionSet(session));
      dispatch(closeModal());
    } catch (error) {
      const declined = errorMessage(error) === signatureDeclined.text;
      // A smart account: the embedded wallet's, or an external one that batches atomically on its own (EIP-5792).
      const smartAccount =
        declined &&
        (selectActiveAccount(getState())?.preferredAccountTypes[state.networks.activeNamespace] === 'smartAccount' ||
          (await batchesOnItsOwn(adapter, address, Number(chainId.split(':')[1]), extra.clock)));
      dispatch(siwxSlice.actions.errorSet(declined && smartAccount ? smartAccountSignatureDeclined : messageOf(error)));
      dispatch(routerSlice.actions.reset('SIWXSignMessage'));
      dispatch(modalSlice.actions.modalOpened());
    }
  });

/** SPEC 4: cancelling disconnects when sign-in is required, otherwise it only closes. */
export const cancelSignIn = (latch: Latch): Promise<void> =>
  latch.store.dispatch(async (dispatch, getState, extra) => {
    if (siwxOf(extra).required) {
      await dispatch(disconnect()).catch(() => undefined);
      dispatch(routerSlice.actions.reset('Connect'));
      dispatch(modalSlice.actions.modalClosed());
      return;
    }
    dispatch(closeModal());
  });
