// The swap's requests to the Blockchain API (SPEC 7). The form's answers stay in the API's cache,
// held while the form shows them; selectSwap reads them there. The sending's (allowance, approval,
// swap transaction) are read afresh each time and fail with the services' own message (e.g. "The swap
// would fail: …").
import type { SwapBuildBody } from '../../api/client/blockchainEndpoints.js';
import { servicesOn } from '../../api/serviceSupport.js';
import type { CaipNetworkId } from '../../caip/network.js';
import { gasPriceNetworkNotSupported, swapsNetworkNotSupported, unknown } from '../../errors/catalogue.js';
import { createLatchAsyncThunk } from '../../store/createLatchAsyncThunk.js';
import { selectActiveNetwork } from '../networks/selectors.js';
import { swapSlice, type SwapQuoteArgs } from './swapSlice.js';
import { callFailure } from '../../errors/wireMessages.js';

/** The tokens offered on a network. */
export const fetchSwapTokens = createLatchAsyncThunk('swap/fetchTokens', async (chainId: CaipNetworkId, { dispatch, extra, rejectWithValue }) => {
  const { blockchainApi } = await extra.loadApi();
  const result = await extra.holdQuery('swap/tokens', dispatch(blockchainApi.endpoints.getSwapTokens.initiate({ chainId })));
  return result.data ? result.data.tokens : rejectWithValue(callFailure(result.error, swapsNetworkNotSupported));
});

/** The standard gas price of the active network (SPEC 8: EVM and Solana only), in its smallest unit. */
export const fetchGasPrice = createLatchAsyncThunk('swap/fetchGasPrice', async (_: void, { dispatch, getState, extra, rejectWithValue }) => {
  const network = selectActiveNetwork(getState());
  if (!network || !servicesOn(network.chainNamespace).gasPrice) return rejectWithValue(gasPriceNetworkNotSupported);
  const { blockchainApi } = await extra.loadApi();
  const result = await extra.holdQuery('swap/gasPrice', dispatch(blockchainApi.endpoints.getGasPrice.initiate({ chainId: network.caipNetworkId })));
  return result.data ? result.data.standard : rejectWithValue(callFailure(result.error, gasPriceNetworkNotSupported));
});

/** Asks what the amount of the source token buys of the other (convert/quotes); the form shows this quote from now on. */
export const fetchSwapQuote = createLatchAsyncThunk('swap/fetchQuote', async (args: SwapQuoteArgs, { dispatch, extra }) => {
  dispatch(swapSlice.actions.quoteAsked(args));
  const { blockchainApi } = await extra.loadApi();
  await extra.holdQuery('swap/quote', dispatch(blockchainApi.endpoints.getSwapQuotes.initiate(args)));
});

/** How much of the token the router may spend for the account, and the router (convert/allowance). */
export const fetchSwapAllowance = createLatchAsyncThunk('swap/fetchAllowance', async (query: { tokenAddress: string; userAddress: string }, { dispatch, extra, rejectWithValue }) => {
  const { blockchainApi } = await extra.loadApi();
  const result = await dispatch(blockchainApi.endpoints.getSwapAllowance.initiate(query, { subscribe: false, forceRefetch: true }));
  return result.data ?? rejectWithValue(callFailure(result.error, unknown));
});

/** The approval of exactly the amount for the router (convert/build-approve). */
export const fetchSwapApproval = createLatchAsyncThunk('swap/fetchApproval', async (query: { userAddress: string; from: string; to: string; amount: string }, { dispatch, extra, rejectWithValue }) => {
  const { blockchainApi } = await extra.loadApi();
  const result = await dispatch(blockchainApi.endpoints.buildApprove.initiate(query, { subscribe: false, forceRefetch: true }));
  return result.data ?? rejectWithValue(callFailure(result.error, unknown));
});

/** The swap's transaction at the quote (convert/build-transaction). */
export const fetchSwapTransaction = createLatchAsyncThunk('swap/fetchTransaction', async (body: SwapBuildBody, { dispatch, extra, rejectWithValue }) => {
  const { blockchainApi } = await extra.loadApi();
  const result = await dispatch(blockchainApi.endpoints.buildSwapTransaction.initiate(body));
  return result.data ?? rejectWithValue(callFailure(result.error, unknown));
});
