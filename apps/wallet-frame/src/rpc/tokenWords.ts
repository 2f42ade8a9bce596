// The approval screen's words for what a token call or a permit does: amounts in whole tokens
// with the token's symbol (its address when it shows none), allowances that read "unlimited",
// NFTs by id, times as dates, and the dangers of allowances that outlive the request.
import { formatUnits } from './describe.js';
import type { TokenFacts } from './tokenReads.js';

/** What a token call or a permit does, in words, and what in it can take the person's assets beyond this request. */
export interface TokenAction {
  action: string;
  dangers: string[];
}

/**
 * An allowance from this many raw units on reads "unlimited": MaxUint256, Permit2's MaxUint160,
 * and the uint128 maximum or 2^255 some apps send instead, lie far past any real token supply.
 */
const UNLIMITED_ALLOWANCE_FROM = 2n ** 128n - 1n;

/** The latest time a Date can hold, in unix seconds. */
const LAST_DATE_SECONDS = 8_640_000_000_000n;

export const isUnlimited = (amount: bigint): boolean => amount >= UNLIMITED_ALLOWANCE_FROM;

/** "USDC", or "tokens of 0x…" for a token that shows no symbol: what the person holds of it. */
export const holdings = ({ symbol, address }: TokenFacts) => symbol ?? `tokens of ${address}`;

/** An amount of a fungible token: "1.5 USDC", or raw units, said so, when it answers no decimals. */
export const tokenAmount = (amount: bigint, token: TokenFacts): string =>
  token.decimals === undefined ? `${amount} raw units of ${holdings(token)} (its decimals could not be read)` : `${formatUnits(amount, token.decimals)} ${holdings(token)}`;

/** An allowance: "unlimited USDC" from the threshold up, else the amount. */
export const allowance = (amount: bigint, token: TokenFacts): string => (isUnlimited(amount) ? `unlimited ${holdings(token)}` : tokenAmount(amount, token));

/** One NFT of a collection: "PUNK #42", or "token #42 of 0x…". */
export const nft = (id: bigint, { symbol, address }: TokenFacts): string => (symbol ? `${symbol} #${id}` : `token #${id} of ${address}`);

export const unlimitedAllowanceDanger = (spender: string, token: TokenFacts): string =>
  `Unlimited approval: ${spender} can take all your ${holdings(token)}, now and later, until you revoke it`;

export const unlimitedTransferDanger = (spender: string, token: TokenFacts): string => `Unlimited amount: ${spender} can take all your ${holdings(token)} with this signature`;

export const operatorDanger = (operator: string, { symbol, address }: TokenFacts): string =>
  `Operator approval: ${operator} can move every ${symbol ?? `token of ${address}`} you hold, now and later, until you revoke it`;

/** "until 2030-01-01 00:00:00 UTC" for a unix time in seconds; "with no end date" past any date. */
export function until(seconds: bigint): string {
  if (seconds > LAST_DATE_SECONDS) return 'with no end date';
  return `until ${new Date(Number(seconds) * 1000).toISOString().replace('T', ' ').replace(/\.\d{3}Z$/, ' UTC')}`;
}
