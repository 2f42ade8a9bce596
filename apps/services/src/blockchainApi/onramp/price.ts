// What the onramp's token costs in USD, from the chain's price source (pricing/priceBook.ts) as
// balances and swaps read it: USDC on an EVM chain, SOL on a Solana network.
import { HttpError } from '../../http/errors.js';
import { solOf } from '../account/solanaBalance.js';
import type { PriceBook } from '../pricing/priceBook.js';
import type { OnrampNetwork } from './networks.js';

/** Seconds a client waits before asking again when no price could be read (the price cache's span). */
const UNPRICED_RETRY_S = 30;

/** The USD price of the network's token, or 503 when its source has none now: never a quote at a guessed price. */
export async function onrampPrice(network: OnrampNetwork, prices: PriceBook): Promise<number> {
  const price = network.namespace === 'eip155' ? await prices.price(network.chain, network.known) : await prices.solanaPrice(network.chain, solOf(network.chain));
  if (price === undefined || !(price > 0)) {
    throw new HttpError(503, `The onramp cannot price ${network.token.symbol} on ${network.name} right now: try again in ${UNPRICED_RETRY_S} seconds`, undefined, UNPRICED_RETRY_S);
  }
  return price;
}
