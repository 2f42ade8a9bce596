import type { Latch } from '../../createLatch.js';
import { noActiveCaipNetworkOrClient } from '../../errors/catalogue.js';
import { LatchError } from '../../errors/LatchError.js';
import { parseUnits } from '../../format/units.js';
import { eventEmitted } from '../../store/events.js';
import type { TokenBalance } from '../account/accountsSlice.js';
import { fetchBalance } from '../account/balanceRequests.js';
import { routerSlice } from '../modal/routerSlice.js';
import { selectActiveAccount } from '../account/selectors.js';
import { smartAccountOperationLanded } from '../account/smartAccountDeployment.js';
import { selectActiveNetwork } from '../networks/selectors.js';
import { sendFailure } from './sendFailure.js';
import { selectSendableTokens, selectSendProblem } from './selectors.js';
import { defaultSendToken } from './sendRules.js';
import { sendSlice, type SendState } from './sendSlice.js';
import { onTransactionStack, type TransactionCallbacks } from './transactionStack.js';

/** Fills in the send form (token, amount, receiver, …). */
export const updateSend = (latch: Latch, fields: Partial<SendState>) => void latch.store.dispatch(sendSlice.actions.updated(fields));

/**
 * Picks the form's token when none is picked yet: the native currency the account holds, or its only
 * token (so Preview does not answer "A token is required" with one choice on screen). Returns
 * the form's token, picked now or before; undefined when there are several tokens and none native.
 */
export const preselectSendToken = (latch: Latch): TokenBalance | undefined =>
  latch.store.dispatch((dispatch, getState) => {
    const state = getState();
    if (state.send.token) return state.send.token;
    const token = defaultSendToken(selectSendableTokens(state));
    if (token) dispatch(sendSlice.actions.updated({ token }));
    return token;
  });

/**
 * Sends what the send form holds (SPEC 4 and 5) through the namespace's adapter: native or ERC-20 on
 * eip155, native on solana. On success the balance is refreshed and the form reset; token sends, and
 * sends on a namespace whose adapter sends the native currency only (solana), return to Account.
 * Resolves with the transaction hash; a send that fails rejects with sendFailure's text and emits SEND_ERROR.
 * The send runs on the transaction stack: `callbacks` hear its success, error or cancel (a decline).
 */
export const send = (latch: Latch, callbacks: TransactionCallbacks = {}): Promise<string> =>
  latch.store.dispatch(async (dispatch, getState, extra) => {
    const state = getState();
    const namespace = state.networks.activeNamespace;
    // Without an adapter the namespace has no rules to check the form by: nothing could send it.
    if (!extra.adapters.has(namespace)) throw new LatchError(noActiveCaipNetworkOrClient);
    const problem = selectSendProblem(state);
    if (problem) throw new LatchError(problem);
    const { token, sendTokenAmount, receiverAddress } = state.send as Required<Pick<SendState, 'token' | 'sendTokenAmount' | 'receiverAddress'>>;
    const native = !token.address;

    const network = selectActiveNetwork(state);
    const adapter = extra.adapters.get(namespace);
    if (!network || !adapter || !selectActiveAccount(state)?.address) throw new LatchError(noActiveCaipNetworkOrClient);
    const value = parseUnits(sendTokenAmount, Number(token.quantity.decimals));

    return onTransactionStack(dispatch, callbacks, async () => {
      let hash: string;
      try {
        hash = await adapter.send({ to: receiverAddress.trim(), value, token: token.address, network });
      } catch (caught) {
        const failure = sendFailure(caught);
        dispatch(eventEmitted({ type: 'SEND_ERROR', properties: { network: network.caipNetworkId, message: failure.message, details: failure.details ?? '' } }));
        throw failure;
      }
      await dispatch(smartAccountOperationLanded(namespace));
      dispatch(sendSlice.actions.reset());
      await dispatch(fetchBalance({ namespace, force: true }));
      if (!native || state.options.namespaceRules[namespace]?.sends === 'native') dispatch(routerSlice.actions.reset('Account'));
      return hash;
    });
  });
