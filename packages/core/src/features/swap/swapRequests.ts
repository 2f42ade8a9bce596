// The swap form's requests to the Blockchain API (SPEC 7). Their answers stay in the API's cache,
// held while the form shows them; selectSwap reads them there.
import { servicesOn } from '../../api/serviceSupport.js';
import type { CaipNetworkId } from '../../caip/network.js';
import { GAS_PRICE_NETWORK_NOT_SUPPORTED, SWAPS_NETWORK_NOT_SUPPORTED } from '../../errors/catalogue.js';
import { createLatchAsyncThunk } from '../../store/createLatchAsyncThunk.js';
import { selectActiveNetwork } from '../networks/selectors.js';
import { swapSlice, type SwapQuoteArgs } from './swapSlice.js';

/** The tokens offered on a network. */
export const fetchSwapTokens = createLatchAsyncThunk('swap/fetchTokens', async (chainId: CaipNetworkId, { dispatch, extra, rejectWithValue }) => {
  const { blockchainApi } = await extra.loadApi();
  const result = await extra.holdQuery('swap/tokens', dispatch(blockchainApi.endpoints.getSwapTokens.initiate({ chainId })));
  return result.data ? result.data.tokens : rejectWithValue(result.error?.message ?? SWAPS_NETWORK_NOT_SUPPORTED);
});

/** The standard gas price of the active network (SPEC 8: EVM and Solana only), in its smallest unit. */
export const fetchGasPrice = createLatchAsyncThunk('swap/fetchGasPrice', async (_: void, { dispatch, getState, extra, rejectWithValue }) => {
  const network = selectActiveNetwork(getState());
  if (!network || !servicesOn(network.chainNamespace).gasPrice) return rejectWithValue(GAS_PRICE_NETWORK_NOT_SUPPORTED);
  const { blockchainApi } = await extra.loadApi();
  const result = await extra.holdQuery('swap/gasPrice', dispatch(blockchainApi.endpoints.getGasPrice.initiate({ chainId: network.caipNetworkId })));
  return result.data ? result.data.standard : rejectWithValue(result.error?.message ?? GAS_PRICE_NETWORK_NOT_SUPPORTED);
});

/** Asks what the amount of the source token buys of the other (convert/quotes); the form shows this quote from now on. */
export const fetchSwapQuote = createLatchAsyncThunk('swap/fetchQuote', async (args: SwapQuoteArgs, { dispatch, extra }) => {
  dispatch(swapSlice.actions.quoteAsked(args));
  const { blockchainApi } = await extra.loadApi();
  await extra.holdQuery('swap/quote', dispatch(blockchainApi.endpoints.getSwapQuotes.initiate(args)));
});
