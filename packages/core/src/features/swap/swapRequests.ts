// The swap form's requests to the Blockchain API (SPEC 7), as async thunks: the slice follows their
// pending, fulfilled and rejected actions.
import type { SwapToken } from '../../api/blockchainApi.js';
import type { CaipNetworkId } from '../../caip/network.js';
import { GAS_PRICE_NETWORK_NOT_SUPPORTED, SWAP_NO_QUOTE, SWAPS_NETWORK_NOT_SUPPORTED } from '../../errors/catalogue.js';
import { formatUnits } from '../../format/units.js';
import { createLatchAsyncThunk } from '../../store/createLatchAsyncThunk.js';
import { selectActiveNetwork } from '../networks/selectors.js';

const GAS_PRICE_NAMESPACES: readonly string[] = ['eip155', 'solana'];

/** The tokens offered on a network. */
export const fetchSwapTokens = createLatchAsyncThunk('swap/fetchTokens', async (chainId: CaipNetworkId, { dispatch, extra, rejectWithValue }) => {
  const { blockchainApi } = await extra.loadApi();
  const result = await dispatch(blockchainApi.endpoints.getSwapTokens.initiate({ chainId }, { subscribe: false }));
  return result.data ? result.data.tokens : rejectWithValue(result.error?.message ?? SWAPS_NETWORK_NOT_SUPPORTED);
});

/** The standard gas price of the active network (SPEC 8: EVM and Solana only), in its smallest unit. */
export const fetchGasPrice = createLatchAsyncThunk('swap/fetchGasPrice', async (_: void, { dispatch, getState, extra, rejectWithValue }) => {
  const network = selectActiveNetwork(getState());
  if (!network || !GAS_PRICE_NAMESPACES.includes(network.chainNamespace)) return rejectWithValue(GAS_PRICE_NETWORK_NOT_SUPPORTED);
  const { blockchainApi } = await extra.loadApi();
  const result = await dispatch(blockchainApi.endpoints.getGasPrice.initiate({ chainId: network.caipNetworkId }, { subscribe: false }));
  return result.data ? result.data.standard : rejectWithValue(result.error?.message ?? GAS_PRICE_NETWORK_NOT_SUPPORTED);
});

export interface SwapQuoteRequest {
  /** The amount as typed: a quote for an amount since changed is dropped. */
  amount: string;
  baseUnits: bigint;
  userAddress: string;
  sourceToken: SwapToken;
  toToken: SwapToken;
  gasPrice?: string;
}

/** What `amount` of the source token buys of the other (convert/quotes), in whole units. */
export const fetchSwapQuote = createLatchAsyncThunk(
  'swap/fetchQuote',
  async ({ amount, baseUnits, userAddress, sourceToken, toToken, gasPrice }: SwapQuoteRequest, { dispatch, extra, rejectWithValue }) => {
    const { blockchainApi } = await extra.loadApi();
    const result = await dispatch(
      blockchainApi.endpoints.getSwapQuotes.initiate(
        { amount: baseUnits.toString(), userAddress, from: sourceToken.address, to: toToken.address, gasPrice: gasPrice ?? '0' },
        { subscribe: false },
      ),
    );
    const quote = result.data?.quotes[0];
    if (!quote || !/^\d+$/.test(quote.toAmount)) return rejectWithValue(result.error?.message ?? SWAP_NO_QUOTE);
    return { amount, toTokenAmount: formatUnits(quote.toAmount, toToken.decimals) };
  },
);
