import type { SwapToken } from '../../api/blockchainApi.js';
import { SWAP_CHAIN_IDS } from '../../tradingConstants.js';
import { TOKEN_BALANCE_DISPLAY_DECIMALS } from '../../constants.js';
import { insufficientBalance, noActiveCaipAddress, swapNotSendable, swapsNetworkNotSupported } from '../../errors/catalogue.js';
import { floorBalance } from '../../format/balance.js';
import { LatchError, messageOf } from '../../errors/LatchError.js';
import { formatUnits, parseUnits } from '../../format/units.js';
import type { ListenerEffect, UnknownAction } from '@reduxjs/toolkit';
import type { LatchDispatch, LatchExtra, LatchThunk } from '../../store/extra.js';
import { addLatchListener } from '../../store/addLatchListener.js';
import type { Latch } from '../../createLatch.js';
import { unwrapRequest } from '../../store/unwrapRequest.js';
import type { LatchState } from '../../store/rootReducer.js';
import { fetchTokenBalances } from '../account/portfolioRequests.js';
import { selectTokenBalances } from '../account/portfolioSelectors.js';
import { selectActiveAccount } from '../account/selectors.js';
import { selectActiveNetwork } from '../networks/selectors.js';
import { fetchGasPrice, fetchSwapQuote, fetchSwapTokens } from './swapRequests.js';
import { selectSwap, type SwapState } from './selectors.js';
import { swapSlice } from './swapSlice.js';
import type { Message } from '../../errors/message.js';

const { actions } = swapSlice;

const emptySwap: SwapState = { sourceTokenAmount: '', tokens: [], suggestedTokens: [], toTokenAmount: '', loadingTokens: false, loadingQuote: false };
/** The form and its answers; an empty form before the swap slice has joined. */
export const swapOf = (state: LatchState): SwapState => selectSwap(state) ?? emptySwap;


/**
 * The active network, if swaps are offered on it (SPEC 9: the swap networks, and swaps on in the remote
 * features); refused with "Swaps cannot be sent from this wallet." where its namespace's adapter does not
 * send prepared transactions and read approvals (`sendTransaction`, `decodeApproval`).
 */
export function swapNetwork(state: LatchState, adapters: LatchExtra['adapters']) {
  const network = selectActiveNetwork(state);
  const chainIds: readonly number[] = state.options.swapChainIds ?? SWAP_CHAIN_IDS;
  const offered = network && chainIds.includes(Number(network.id)) && state.options.remoteFeatures.swaps.length;
  if (!offered) throw new LatchError(swapsNetworkNotSupported, { details: network?.caipNetworkId });
  const adapter = adapters.get(network.chainNamespace);
  if (!adapter?.sendTransaction || !adapter.decodeApproval) throw new LatchError(swapNotSendable);
  return network;
}

/**
 * How much of `token` the account holds, in whole units, from the portfolio (the native currency also
 * from the adapter's balance); undefined while that is not known, so no amount is refused for it.
 */
function heldAmount(state: LatchState, token: SwapToken): string | undefined {
  const account = selectActiveAccount(state);
  const contract = token.address.split(':').at(-1)!.toLowerCase();
  const held = selectTokenBalances(state).find((balance) => (balance.address ? balance.address.toLowerCase() === contract : balance.symbol === token.symbol));
  return held?.quantity.numeric ?? (token.symbol === account?.balanceSymbol ? account.balance : undefined);
}

function heldUnits(state: LatchState, token: SwapToken): bigint | undefined {
  const amount = heldAmount(state, token);
  // parseUnits refuses zero, which a person may not type but an account may well hold.
  if (amount !== undefined && /^0+(?:\.0*)?$/.test(amount.trim())) return 0n;
  try {
    return amount === undefined ? undefined : parseUnits(amount, token.decimals);
  } catch {
    return undefined;
  }
}

/** Whether the typed amount is more than the account holds of the token sold; false while either is unknown or unreadable. */
function overBalance(state: LatchState): boolean {
  const { sourceToken, sourceTokenAmount } = swapOf(state);
  const held = sourceToken && heldUnits(state, sourceToken);
  if (!sourceToken || held === undefined || sourceTokenAmount === '') return false;
  try {
    return parseUnits(sourceTokenAmount, sourceToken.decimals) > held;
  } catch {
    return false;
  }
}

const INSUFFICIENT_BALANCE = insufficientBalance('', '').id;

/**
 * The balance of the token sold came or changed, and the form's verdict on the typed amount no longer
 * matches it. A new token to sell is not this: picking one checks the amount itself (pickSwapTokens).
 */
const balanceVerdictStale = (_action: unknown, current: LatchState, previous: LatchState) =>
  swapOf(current).sourceToken === swapOf(previous).sourceToken &&
  selectSwapSourceBalance(current) !== selectSwapSourceBalance(previous) &&
  overBalance(current) !== (swapOf(current).error?.id === INSUFFICIENT_BALANCE);

/** What the account holds of the token it would sell, in whole units, when known. */
export const selectSwapSourceBalance = (state: LatchState): string | undefined => {
  const { sourceToken } = swapOf(state);
  return sourceToken && heldAmount(state, sourceToken);
};

/**
 * Opens the swap form: the tokens offered on the active network and its gas price, the native
 * currency to sell (swapSlice's tokensOffered). Refused with "Network not supported for Swaps"
 * anywhere else; a failed call leaves its message in the state.
 */
export const loadSwap = (latch: Latch): Promise<void> =>
  latch.store.dispatch(async (dispatch, getState, extra) => {
    extra.injectSlice(swapSlice);
    const network = swapNetwork(getState(), extra.adapters);
    const tokens = await dispatch(fetchSwapTokens(network.caipNetworkId));
    if (fetchSwapTokens.rejected.match(tokens)) return;
    dispatch(actions.tokensOffered(tokens.payload));
    // An amount typed before the balance is known, or before it changes, is checked again then.
    dispatch(addLatchListener({ predicate: balanceVerdictStale, effect: recheckAmount }));
    // The portfolio, so an amount above the balance is refused before it is quoted (cached as usual).
    await Promise.all([dispatch(fetchGasPrice()), dispatch(fetchTokenBalances())]);
  });

/** The standard gas price of the active network (SPEC 8: EVM and Solana only), in its smallest unit. */
export const loadGasPrice = (latch: Latch): Promise<string> => {
  latch.store.dispatch((_dispatch, _getState, extra) => extra.injectSlice(swapSlice));
  return unwrapRequest(latch.store.dispatch(fetchGasPrice()));
};

/** Picks the pair; the quote is asked again for the amount already typed. */
export const pickSwapTokens = (latch: Latch, pair: { sourceToken?: SwapToken; toToken?: SwapToken }): Promise<void> =>
  latch.store.dispatch(async (dispatch, getState, extra) => {
    extra.injectSlice(swapSlice);
    dispatch(actions.tokensPicked(pair));
    const { sourceTokenAmount } = swapOf(getState());
    if (sourceTokenAmount) await setSwapAmount(latch, sourceTokenAmount);
  });

/** Swaps the two sides, the quoted amount becoming the amount to sell. */
export const switchSwapTokens = (latch: Latch): Promise<void> =>
  latch.store.dispatch(async (dispatch, getState, extra) => {
    extra.injectSlice(swapSlice);
    dispatch(actions.switched({ amount: swapOf(getState()).toTokenAmount }));
    const { sourceTokenAmount } = swapOf(getState());
    if (sourceTokenAmount) await setSwapAmount(latch, sourceTokenAmount);
  });

/** The amount to sell, checked against the token's decimals and the balance, then quoted (SPEC 7, convert/quotes). */
export const setSwapAmount = (latch: Latch, input: string): Promise<void> => latch.store.dispatch(swapAmountSet(input));

const swapAmountSet =
  (input: string): LatchThunk<Promise<void>> =>
  async (dispatch, getState, extra) => {
    extra.injectSlice(swapSlice);
    const amount = input.trim();
    const { sourceToken, toToken, gasPrice } = swapOf(getState());
    let baseUnits: bigint | undefined;
    let error: Message | undefined;
    try {
      if (amount !== '' && sourceToken) baseUnits = parseUnits(amount, sourceToken.decimals);
    } catch (caught) {
      error = messageOf(caught);
    }
    const held = sourceToken && heldUnits(getState(), sourceToken);
    if (sourceToken && baseUnits !== undefined && held !== undefined && baseUnits > held) {
      error = insufficientBalance(sourceToken.symbol, floorBalance(formatUnits(held, sourceToken.decimals), TOKEN_BALANCE_DISPLAY_DECIMALS));
      baseUnits = undefined;
    }
    dispatch(actions.amountSet({ amount, error }));
    if (baseUnits === undefined || !sourceToken || !toToken) return;
    const account = selectActiveAccount(getState());
    if (!account?.caipAddress) {
      dispatch(actions.failed(noActiveCaipAddress));
      return;
    }
    await dispatch(fetchSwapQuote({ amount: baseUnits.toString(), userAddress: account.caipAddress, from: sourceToken.address, to: toToken.address, gasPrice: gasPrice ?? '0' }));
  };

/** The typed amount, checked again now that the balance of the token sold came or changed. */
const recheckAmount: ListenerEffect<UnknownAction, LatchState, LatchDispatch, LatchExtra> = async (_action, { dispatch, getState }) => {
  await dispatch(swapAmountSet(swapOf(getState()).sourceTokenAmount));
};
