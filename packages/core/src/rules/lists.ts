import type { Transaction } from '../api/history.js';
import type { TokenBalance } from '../features/account/accountsSlice.js';

/** SPEC 5: search uses the trimmed text. */
export const normalizeSearch = (text: string): string => text.trim();

/** SPEC 5: tokens with zero decimals are filtered out as low quality. */
export const withoutLowQualityTokens = (tokens: readonly TokenBalance[]): TokenBalance[] =>
  tokens.filter((token) => Number(token.quantity.decimals) !== 0);

/** SPEC 5: NFT transactions whose transfers are all flagged spam are hidden. */
export const withoutSpamNfts = (transactions: readonly Transaction[]): Transaction[] =>
  transactions.filter((tx) => !(tx.transfers.length > 0 && tx.transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true)));

/** SPEC 5: transactions are shown only for the active network (its CAIP-2 id). */
export const forActiveNetwork = (transactions: readonly Transaction[], caipNetworkId: string): Transaction[] =>
  transactions.filter((tx) => tx.metadata.chain === caipNetworkId);
