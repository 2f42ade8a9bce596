import type { AdapterEvent } from '../adapter/types.js';
import type { ChainNamespace } from '../caip/namespaces.js';
import { forgetConnection, reportAccount } from '../features/connection/sessionThunks.js';
import type { LatchThunk } from './extra.js';

/**
 * A wallet's events, to the feature that answers them: a new account, a new chain, or the wallet
 * ending the session to the connection; what an auth connector's frame tells to the embedded wallet's
 * feature, loaded with the first such event.
 */
export const adapterEventReceived =
  (namespace: ChainNamespace, event: AdapterEvent): LatchThunk =>
  (dispatch, getState) => {
    if (event.type === 'approvalRequested' || event.type === 'approvalSettled' || event.type === 'alert') {
      void import('../features/embedded/embeddedEvents.js').then(({ embeddedEventReceived }) => dispatch(embeddedEventReceived(event)));
      return;
    }
    const account = getState().accounts[namespace];
    if (account?.status !== 'connected' || !account.caipAddress) return;
    const [, chainId] = account.caipAddress.split(':') as [string, string];
    switch (event.type) {
      case 'accountsChanged': {
        const [next] = event.accounts;
        if (next) dispatch(reportAccount(namespace, next, chainId));
        else dispatch(forgetConnection(namespace));
        return;
      }
      case 'chainChanged':
        dispatch(reportAccount(namespace, account.address!, event.chainId));
        return;
      case 'disconnect':
        dispatch(forgetConnection(namespace));
        return;
    }
  };
