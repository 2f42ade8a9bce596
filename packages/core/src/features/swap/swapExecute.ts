import type { CaipNetwork } from '../../caip/network.js';
import { noActiveCaipAddress, swapInProgress, swapNeedsQuote, swapNotSendable, swapsNetworkNotSupported } from '../../errors/catalogue.js';
import { LatchError } from '../../errors/LatchError.js';
import { errorMessage } from '../../errors/errorMessage.js';
import { parseUnits } from '../../format/units.js';
import { SLIPPAGE_TOLERANCE } from '../../constants.js';
import type { ChainAdapter } from '../../adapter/types.js';
import type { BuiltTransaction } from '../../api/blockchainApi.js';
import { fetchBalance } from '../account/balanceRequests.js';
import { fetchTokenBalances } from '../account/portfolioRequests.js';
import { eventEmitted, type SwapEventProperties } from '../../store/events.js';
import type { Latch } from '../../createLatch.js';
import { routerSlice } from '../modal/routerSlice.js';
import { selectActiveAccount } from '../account/selectors.js';
import { smartAccountOperationLanded } from '../account/smartAccountDeployment.js';
import { unwrapRequest } from '../../store/unwrapRequest.js';
import { fetchSwapAllowance, fetchSwapApproval, fetchSwapTransaction } from './swapRequests.js';
import { swapSlice } from './swapSlice.js';
import { checkApproval, checkSwap, namedRouter, sellsNativeCurrency } from './swapChecks.js';
import { swapNetwork, swapOf } from './swap.js';
import { asDecline, atomicBatchOf, type AtomicBatch, type BatchCall } from './swapBatch.js';
import { isSmartAccount } from '../account/walletCapabilities.js';
import { onTransactionStack, type TransactionCallbacks } from '../send/transactionStack.js';

const { actions } = swapSlice;

export interface SwapReceipt {
  /** The swap's transaction (not its approval's). */
  hash: string;
  /** What was sold and what the quote said would come back, as the form showed them. */
  sold: { amount: string; symbol: string };
  bought: { amount: string; symbol: string };
}

type SwapAdapter = ChainAdapter & Required<Pick<ChainAdapter, 'sendTransaction' | 'decodeApproval'>>;

type CheckedCall = BatchCall & { gas?: bigint };

/**
 * A transaction the services built, once `check` accepts it; one they could not build (the empty
 * answer of a skipped call) is refused.
 */
async function checked(tx: BuiltTransaction | undefined, network: CaipNetwork, check: (tx: BuiltTransaction) => void | Promise<void>): Promise<CheckedCall> {
  if (!tx?.to) throw new LatchError(swapsNetworkNotSupported, { details: network.caipNetworkId });
  await check(tx);
  const gas = tx.eip155?.gas;
  return { to: tx.to, data: tx.data, value: BigInt(tx.value), gas: gas === undefined ? undefined : BigInt(gas) };
}

/**
 * Sends the swap the form holds, at the quote it shows with SPEC 9's slippage tolerance: first an
 * approval of exactly the amount when the router may not yet spend the token (the native currency
 * needs none), then the swap, each checked against the router the services name and signed in the
 * wallet and waited for on chain; a wallet that batches atomically (EIP-5792) gets both as one
 * request, so the person approves once. On success the
 * balances are read again, the amounts cleared and the router returns to Account; on failure the
 * form is kept and its step cleared. Either way an event says so, and the swap's place on the
 * transaction stack tells `callbacks` of its success, error or cancel (a decline).
 */
export const swap = (latch: Latch, callbacks: TransactionCallbacks = {}): Promise<SwapReceipt> =>
  latch.store.dispatch(async (dispatch, getState, extra) => {
    extra.injectSlice(swapSlice);
    const state = getState();
    const network = swapNetwork(state, extra.adapters);
    const { sourceToken, toToken, sourceTokenAmount, toTokenAmount, error, loadingQuote, step } = swapOf(state);
    if (step) throw new LatchError(swapInProgress);
    if (!sourceToken || !toToken || !sourceTokenAmount || !toTokenAmount || error || loadingQuote) throw new LatchError(swapNeedsQuote);
    const userAddress = selectActiveAccount(state)?.caipAddress;
    if (!userAddress) throw new LatchError(noActiveCaipAddress);
    const adapter = extra.adapters.get(network.chainNamespace);
    if (!adapter?.sendTransaction || !adapter.decodeApproval) throw new LatchError(swapNotSendable);
    const sender = adapter as SwapAdapter;

    const amount = parseUnits(sourceTokenAmount, sourceToken.decimals).toString();
    const properties: SwapEventProperties = { network: network.caipNetworkId, from: sourceToken.address, to: toToken.address, amount: sourceTokenAmount };
    const pair = { userAddress, from: sourceToken.address, to: toToken.address };
    const owner = userAddress.split(':').at(-1)!;
    // Marked before the first await, so a second swap() in the meantime is refused.
    dispatch(actions.stepped('preparing'));
    let batch: AtomicBatch | undefined;
    return onTransactionStack(dispatch, callbacks, async () => {
      try {
        const { allowance, spender } = await unwrapRequest(dispatch(fetchSwapAllowance({ tokenAddress: sourceToken.address, userAddress })));
        const asked = { owner, router: namedRouter(spender), amount: BigInt(amount) };
        const approval = async () => {
          const built = await unwrapRequest(dispatch(fetchSwapApproval({ ...pair, amount })));
          return checked(built.tx, network, (tx) => checkApproval(tx, { ...asked, token: sourceToken.address.split(':').at(-1)! }, sender));
        };
        const swapCall = async () => {
          // In a batch the swap runs after its approval: the services cannot estimate it before.
          const body = { ...pair, amount, eip155: { slippage: String(SLIPPAGE_TOLERANCE) }, projectId: state.options.projectId, ...(batch ? { disableEstimate: true } : {}) };
          const built = await unwrapRequest(dispatch(fetchSwapTransaction(body)));
          return checked(built.tx, network, (tx) => checkSwap(tx, { ...asked, native: sellsNativeCurrency(sourceToken.address) }));
        };
        const send = (call: CheckedCall) => sender.sendTransaction({ ...call, network });
        const approving = BigInt(allowance) < asked.amount;
        // A wallet that batches atomically gets the approval and the swap as one request: one approval for the person.
        batch = approving ? await atomicBatchOf(sender, owner, network, extra.clock) : undefined;
        let hash: string;
        if (batch) {
          dispatch(actions.stepped('swapping'));
          hash = await batch.send([await approval(), await swapCall()]);
        } else {
          if (approving) {
            dispatch(actions.stepped('approving'));
            await send(await approval());
          }
          dispatch(actions.stepped('swapping'));
          hash = await send(await swapCall());
        }
        dispatch(actions.swapped());
        dispatch(eventEmitted({ type: 'SWAP_SUCCESS', properties: { ...properties, hash } }));
        await dispatch(smartAccountOperationLanded(network.chainNamespace));
        await Promise.all([dispatch(fetchBalance({ namespace: network.chainNamespace, force: true })), dispatch(fetchTokenBalances({ force: true }))]);
        dispatch(routerSlice.actions.reset('Account'));
        return { hash, sold: { amount: sourceTokenAmount, symbol: sourceToken.symbol }, bought: { amount: toTokenAmount, symbol: toToken.symbol } };
      } catch (caught) {
        const failure = asDecline(caught, batch !== undefined || isSmartAccount(selectActiveAccount(state)));
        dispatch(actions.stepped(undefined));
        dispatch(eventEmitted({ type: 'SWAP_ERROR', properties: { ...properties, message: errorMessage(failure) } }));
        throw failure;
      }
    });
  });
