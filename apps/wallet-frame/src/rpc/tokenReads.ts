// What the approval screen reads from a token contract through the frame's own node, with ethers'
// Contract (loaded with import() with the token words): its symbol, its decimals, and whether it
// says it is an ERC-721 (ERC-165). Each read that fails or answers something unfit is left out.
import { Contract, Interface, type ContractRunner } from 'ethers';
import * as z from 'zod/mini';
import { read, type NodeCall } from './fill.js';

export interface TokenFacts {
  address: string;
  /** undefined when the token answers none fit to show. */
  symbol: string | undefined;
  /** undefined when the token answers none. */
  decimals: number | undefined;
}

const token = new Interface([
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function supportsInterface(bytes4 interfaceId) view returns (bool)',
]);
const ERC721_INTERFACE_ID = '0x80ac58cd';

const callResult = z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/, 'must be hex bytes'));
/** The contract chooses its symbol: a short one of plain letters and digits, else none (bidi controls, spaces or a sentence could pass for other words). */
const symbolSchema = z.string().check(z.regex(/^[A-Za-z0-9$._+-]{1,16}$/));

function contract(address: string, call: NodeCall): Contract {
  const runner: ContractRunner = { provider: null, call: async (tx) => read(call, 'eth_call', [{ to: tx.to, data: tx.data }, 'latest'], callResult) };
  return new Contract(address, token, runner);
}

async function answer<T>(ask: () => Promise<T>): Promise<T | undefined> {
  try {
    return await ask();
  } catch {
    return undefined;
  }
}

export async function readToken(address: string, call: NodeCall): Promise<TokenFacts> {
  const tokenContract = contract(address, call);
  const [symbol, decimals] = await Promise.all([answer(() => tokenContract.getFunction('symbol').staticCall()), answer(() => tokenContract.getFunction('decimals').staticCall())]);
  const shown = symbolSchema.safeParse(symbol);
  return { address, symbol: shown.success ? shown.data : undefined, decimals: decimals === undefined ? undefined : Number(decimals) };
}

/** Whether the contract says by ERC-165 that it is an ERC-721 (an NFT collection). */
export async function isErc721(address: string, call: NodeCall): Promise<boolean> {
  return (await answer(() => contract(address, call).getFunction('supportsInterface').staticCall(ERC721_INTERFACE_ID))) === true;
}
