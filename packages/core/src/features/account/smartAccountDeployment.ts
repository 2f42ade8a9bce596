import type { ChainNamespace } from '../../caip/namespaces.js';
import type { LatchThunk } from '../../store/extra.js';
import { accountsSlice } from './accountsSlice.js';
import { walletRequester } from './walletRequests.js';

/** eth_getCode's answer: the account's bytecode, '0x' while it has none. */
const CODE = /^0x[0-9a-fA-F]*$/;

/**
 * A counterfactual smart account's first user operation deploys it (its initCode). Once a send or a
 * swap from one is in, the chain is asked for its code through the wallet's provider, and
 * `smartAccountDeployed` turns true without a reconnect. Quiet on failure: the next one asks again.
 */
export const smartAccountOperationLanded =
  (namespace: ChainNamespace): LatchThunk<Promise<void>> =>
  async (dispatch, getState, extra) => {
    const account = getState().accounts[namespace];
    if (!account?.address || account.smartAccountDeployed !== false) return;
    const wallet = await walletRequester(extra.adapters.get(namespace));
    const code = await wallet?.request({ method: 'eth_getCode', params: [account.address, 'latest'] }).catch(() => undefined);
    if (typeof code !== 'string' || !CODE.test(code) || code === '0x') return;
    const now = getState().accounts[namespace];
    if (now?.address !== account.address || now.smartAccountDeployed !== false) return;
    dispatch(accountsSlice.actions.userSet({ namespace, user: { ...now.user, accountType: 'smartAccount', smartAccountDeployed: true } }));
  };
