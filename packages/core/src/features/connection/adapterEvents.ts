import type { AdapterEvent } from '../../adapter/types.js';
import type { ChainNamespace } from '../../caip/namespaces.js';
import type { LatchThunk } from '../../store/extra.js';
import { accountReported, connectionCleared } from './sessionThunks.js';

/** Wallet events: a new account, a new chain, or the wallet ending the session. */
export const adapterEventReceived =
  (namespace: ChainNamespace, event: AdapterEvent): LatchThunk =>
  (dispatch, getState) => {
    if (event.type === 'approvalRequested' || event.type === 'approvalSettled' || event.type === 'alert') {
      void import('../embedded/embeddedEvents.js').then(({ embeddedEventReceived }) => dispatch(embeddedEventReceived(event)));
      return;
    }
    const account = getState().accounts[namespace];
    if (account?.status !== 'connected' || !account.caipAddress) return;
    const [, chainId] = account.caipAddress.split(':') as [string, string];
    switch (event.type) {
      case 'accountsChanged': {
        const [next] = event.accounts;
        if (next) dispatch(accountReported(namespace, next, chainId));
        else dispatch(connectionCleared(namespace));
        return;
      }
      case 'chainChanged':
        dispatch(accountReported(namespace, account.address!, event.chainId));
        return;
      case 'disconnect':
        dispatch(connectionCleared(namespace));
        return;
    }
  };
