import type { Ethers } from '../loadEthers.js';

const ERC20_TRANSFER = ['function transfer(address to, uint256 amount)'];

/** Calldata of ERC-20 transfer(to, amount). */
export const erc20TransferData = (ethers: Ethers, to: string, amount: bigint): string => new ethers.Interface(ERC20_TRANSFER).encodeFunctionData('transfer', [to, amount]);
