import { loadEthers, type Ethers } from '../loadEthers.js';

const ERC20_TRANSFER = ['function transfer(address to, uint256 amount)'];
const ERC20_APPROVE = ['function approve(address spender, uint256 amount)'];

/** Calldata of ERC-20 transfer(to, amount). */
export const erc20TransferData = (ethers: Ethers, to: string, amount: bigint): string => new ethers.Interface(ERC20_TRANSFER).encodeFunctionData('transfer', [to, amount]);

/** The spender and amount of ERC-20 approve(spender, amount) calldata; undefined for any other call. */
export async function decodeApproval(data: string): Promise<{ spender: string; amount: bigint } | undefined> {
  const approve = new (await loadEthers()).Interface(ERC20_APPROVE);
  let spender: string;
  let amount: bigint;
  try {
    [spender, amount] = approve.decodeFunctionData('approve', data) as unknown as [string, bigint];
  } catch {
    return undefined;
  }
  // Decoding lets trailing bytes and dirty padding through; only calldata written exactly so is the call it reads as.
  return approve.encodeFunctionData('approve', [spender, amount]) === data.toLowerCase() ? { spender, amount } : undefined;
}
