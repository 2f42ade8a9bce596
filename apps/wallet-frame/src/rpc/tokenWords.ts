// The approval screen's words for what a token call or a permit does: amounts in whole tokens
// with the token's symbol (its address when it shows none), allowances that read "unlimited",
// NFTs by id, times as dates, and the dangers of allowances that outlive the request.
import { frameMessages, localNumber } from '../i18n/translate.js';
import { unitsAmount } from './describe.js';
import type { TokenFacts } from './tokenReads.js';

/** What token calls and permits do, and their dangers, as the approval screen says them. */
export const tokenMessages = {
  'token.holdingsOf': 'tokens of {address}',
  'token.oneOf': 'token of {address}',
  'token.rawUnits': '{amount} raw units of {holdings} (its decimals could not be read)',
  'token.unlimited': 'unlimited {holdings}',
  'token.nftOf': 'token #{id} of {address}',
  'token.unlimitedApprovalDanger': 'Unlimited approval: {spender} can take all your {holdings}, now and later, until you revoke it',
  'token.unlimitedTransferDanger': 'Unlimited amount: {spender} can take all your {holdings} with this signature',
  'token.operatorDanger': 'Operator approval: {operator} can move every {holdings} you hold, now and later, until you revoke it',
  'token.until': 'until {date}',
  'token.noEnd': 'with no end date',
  'token.approve': 'Approve {spender} for {amount}',
  'token.approveNft': 'Approve {spender} to take {nft}',
  'token.increaseAllowance': "Increase {spender}'s allowance by {amount}",
  'token.transfer': 'Transfer {amount} to {to}',
  'token.transferFrom': 'Transfer {amount} from {from} to {to}',
  'token.approveOperator': 'Approve {operator} as operator of all your {holdings}',
  'token.revokeOperator': 'Revoke {operator} as operator of your {holdings}',
  'permit.eip2612': 'Approve {spender} for {amount} by a permit signature, usable {until}',
  'permit.signatureUsable': '(signature usable {until})',
  'permit.permit2': 'Approve {spender} for {amount} through Permit2 {until} {signature}',
  'permit.permit2Batch': 'Approve {spender} through Permit2 for {amounts} {signature}',
  'permit.endOfBlock': 'until the end of the block it is used in',
  'permit.transfer': 'Let {spender} take {amounts} once through Permit2 (signature usable {until})',
} as const;
export const tokenText = frameMessages(tokenMessages);
const t = tokenText;

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
export const holdings = ({ symbol, address }: TokenFacts) => symbol ?? t('token.holdingsOf', { address });

/** An amount of a fungible token: "1.5 USDC", or raw units, said so, when it answers no decimals. */
export const tokenAmount = (amount: bigint, token: TokenFacts): string =>
  token.decimals === undefined ? t('token.rawUnits', { amount: localNumber(amount), holdings: holdings(token) }) : unitsAmount(amount, token.decimals, holdings(token));

/** An allowance: "unlimited USDC" from the threshold up, else the amount. */
export const allowance = (amount: bigint, token: TokenFacts): string => (isUnlimited(amount) ? t('token.unlimited', { holdings: holdings(token) }) : tokenAmount(amount, token));

/** One NFT of a collection: "PUNK #42", or "token #42 of 0x…". */
export const nft = (id: bigint, { symbol, address }: TokenFacts): string => (symbol ? `${symbol} #${id}` : t('token.nftOf', { id: String(id), address }));

export const unlimitedAllowanceDanger = (spender: string, token: TokenFacts): string => t('token.unlimitedApprovalDanger', { spender, holdings: holdings(token) });

export const unlimitedTransferDanger = (spender: string, token: TokenFacts): string => t('token.unlimitedTransferDanger', { spender, holdings: holdings(token) });

export const operatorDanger = (operator: string, { symbol, address }: TokenFacts): string => t('token.operatorDanger', { operator, holdings: symbol ?? t('token.oneOf', { address }) });

/** "until 2030-01-01 00:00:00 UTC" for a unix time in seconds; "with no end date" past any date. */
export function until(seconds: bigint): string {
  if (seconds > LAST_DATE_SECONDS) return t('token.noEnd');
  return t('token.until', { date: new Date(Number(seconds) * 1000).toISOString().replace('T', ' ').replace(/\.\d{3}Z$/, ' UTC') });
}
