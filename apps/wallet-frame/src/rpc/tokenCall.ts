// Token calls said in words for the approval screen, decoded by ethers' Interface (loaded with
// import() when a transaction with data is prepared): ERC-20 approve, increaseAllowance, transfer
// and transferFrom; ERC-721 approve, transferFrom, both safeTransferFrom and setApprovalForAll;
// ERC-1155 safeTransferFrom and safeBatchTransferFrom. ERC-20 and ERC-721 share approve's and
// transferFrom's selectors: a token that answers no decimals() and says by ERC-165 that it is an
// ERC-721 is read as an NFT, any other as ERC-20.
import { Interface } from 'ethers';
import type { NodeCall } from './fill.js';
import { isErc721, readToken, type TokenFacts } from './tokenReads.js';
import { inEachLocale } from '../i18n/inEachLocale.js';
import { localList, localNumber } from '../i18n/translate.js';
import { allowance, holdings, isUnlimited, nft, operatorDanger, tokenAmount, tokenText as t, unlimitedAllowanceDanger, type TokenAction } from './tokenWords.js';

const tokenCalls = new Interface([
  'function approve(address spender, uint256 amount)',
  'function increaseAllowance(address spender, uint256 addedValue)',
  'function transfer(address to, uint256 amount)',
  'function transferFrom(address from, address to, uint256 amountOrId)',
  'function setApprovalForAll(address operator, bool approved)',
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)',
  'function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes data)',
  'function safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] amounts, bytes data)',
]);

/** The signatures an ERC-20 and an ERC-721 share. */
const FUNGIBLE_OR_NFT = new Set(['approve(address,uint256)', 'transferFrom(address,address,uint256)']);

type Words = (args: readonly unknown[], token: TokenFacts, isNft: boolean) => TokenAction | undefined;

const only = (action: string): TokenAction => ({ action, dangers: [] });

function approval(spender: string, amount: bigint, token: TokenFacts, action: string): TokenAction {
  return { action, dangers: isUnlimited(amount) ? [unlimitedAllowanceDanger(spender, token)] : [] };
}

const nftTransfer: Words = (args, token) => {
  const [from, to, id] = args as [string, string, bigint];
  return only(t('token.transferFrom', { amount: nft(id, token), from, to }));
};

/** Each call's words, by its signature. */
const WORDS: Record<string, Words> = {
  'approve(address,uint256)': (args, token, isNft) => {
    const [spender, amount] = args as [string, bigint];
    return isNft ? only(t('token.approveNft', { spender, nft: nft(amount, token) })) : approval(spender, amount, token, t('token.approve', { spender, amount: allowance(amount, token) }));
  },
  'increaseAllowance(address,uint256)': (args, token) => {
    const [spender, added] = args as [string, bigint];
    return approval(spender, added, token, t('token.increaseAllowance', { spender, amount: allowance(added, token) }));
  },
  'transfer(address,uint256)': (args, token) => {
    const [to, amount] = args as [string, bigint];
    return only(t('token.transfer', { amount: tokenAmount(amount, token), to }));
  },
  'transferFrom(address,address,uint256)': (args, token, isNft) => {
    const [from, to, amount] = args as [string, string, bigint];
    return isNft ? nftTransfer(args, token, isNft) : only(t('token.transferFrom', { amount: tokenAmount(amount, token), from, to }));
  },
  'setApprovalForAll(address,bool)': (args, token) => {
    const [operator, approved] = args as [string, boolean];
    return approved
      ? { action: t('token.approveOperator', { operator, holdings: holdings(token) }), dangers: [operatorDanger(operator, token)] }
      : only(t('token.revokeOperator', { operator, holdings: holdings(token) }));
  },
  'safeTransferFrom(address,address,uint256)': nftTransfer,
  'safeTransferFrom(address,address,uint256,bytes)': nftTransfer,
  'safeTransferFrom(address,address,uint256,uint256,bytes)': (args, token) => {
    const [from, to, id, amount] = args as [string, string, bigint, bigint];
    return only(t('token.transferFrom', { amount: `${localNumber(amount)} × ${nft(id, token)}`, from, to }));
  },
  'safeBatchTransferFrom(address,address,uint256[],uint256[],bytes)': (args, token) => {
    const [from, to, ids, amounts] = args as [string, string, bigint[], bigint[]];
    // Ids and amounts that do not pair up make the contract revert: nothing to describe.
    if (ids.length !== amounts.length) return undefined;
    return only(t('token.transferFrom', { amount: localList(ids.map((id, index) => `${localNumber(amounts[index]!)} × ${nft(id, token)}`)), from, to }));
  },
};

/** What the call does in words; undefined for any other call, or arguments that do not decode. */
export async function describeTokenCall(token: string, data: string, call: NodeCall): Promise<TokenAction | undefined> {
  let parsed: ReturnType<Interface['parseTransaction']>;
  try {
    parsed = tokenCalls.parseTransaction({ data });
  } catch {
    return undefined; // a known selector, with arguments that do not decode
  }
  const words = parsed && WORDS[parsed.signature];
  if (!parsed || !words) return undefined;
  const facts = await readToken(token, call);
  const isNft = FUNGIBLE_OR_NFT.has(parsed.signature) && facts.decimals === undefined && (await isErc721(token, call));
  const args = [...parsed.args];
  // Said again in each locale from the facts read once (the screen redraws it when the locale changes).
  return words(args, facts, isNft) && inEachLocale(() => words(args, facts, isNft)!);
}
