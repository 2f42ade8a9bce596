// Token contracts for unit tests: a node's eth_call answers for symbol(), decimals() and ERC-165's
// supportsInterface, per token address. A call to any other contract or function reverts.
import { AbiCoder, getAddress } from 'ethers';
import type { NodeAnswers } from './fakeNode.js';

/** What a token answers; null: that call reverts. */
export interface FakeToken {
  symbol: string | null;
  decimals: number | null;
  /** It says by ERC-165 that it is an ERC-721. */
  erc721?: boolean;
}

export const TOKEN_SELECTORS = { symbol: '0x95d89b41', decimals: '0x313ce567', supportsInterface: '0x01ffc9a7' };
const ERC721_INTERFACE_ID = '80ac58cd';

export function tokenCalls(tokens: Record<string, FakeToken>): NodeAnswers {
  const coder = AbiCoder.defaultAbiCoder();
  const known = new Map(Object.entries(tokens).map(([address, token]) => [getAddress(address), token]));
  return {
    eth_call: ([tx]) => {
      const { to, data } = tx as { to: string; data: string };
      const token = known.get(getAddress(to));
      const answer = (value: unknown, type: string) => (value === null || value === undefined ? Promise.reject(new Error('execution reverted')) : coder.encode([type], [value]));
      if (data === TOKEN_SELECTORS.symbol) return answer(token?.symbol, 'string');
      if (data === TOKEN_SELECTORS.decimals) return answer(token?.decimals, 'uint8');
      if (data.startsWith(TOKEN_SELECTORS.supportsInterface)) return answer(token && data.slice(10, 18) === ERC721_INTERFACE_ID && token.erc721 === true, 'bool');
      return answer(undefined, 'bool');
    },
  };
}
