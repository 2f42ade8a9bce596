// ERC-20 `approve` and `transfer` calls said in words for the approval screen, decoded by ethers
// (loaded with import() when a transaction with data is prepared). Amounts are in whole tokens when
// the token answers `decimals()` (an ethers Contract call through the frame's own node), else in the
// token's raw units, said so.
import { Contract, Interface, type ContractRunner } from 'ethers';
import * as z from 'zod/mini';
import { formatUnits } from './describe.js';
import { read, type NodeCall } from './fill.js';

const erc20 = new Interface([
  'function approve(address spender, uint256 amount) returns (bool)',
  'function transfer(address to, uint256 amount) returns (bool)',
  'function decimals() view returns (uint8)',
]);

/**
 * An allowance from this many raw units on reads "unlimited": MaxUint256, and the uint128 maximum
 * or 2^255 some apps send instead, lie far past any real token supply.
 */
const UNLIMITED_ALLOWANCE_FROM = 2n ** 128n - 1n;

const callResult = z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/, 'must be hex bytes'));

/** The token's decimals, or undefined when it does not answer them. */
async function readDecimals(token: string, call: NodeCall): Promise<number | undefined> {
  const runner: ContractRunner = {
    provider: null,
    call: async (tx) => read(call, 'eth_call', [{ to: tx.to, data: tx.data }, 'latest'], callResult),
  };
  try {
    return Number(await new Contract(token, erc20, runner).getFunction('decimals').staticCall());
  } catch {
    return undefined;
  }
}

/** "Approve <spender> for <amount or unlimited>" or "Transfer <amount> to <recipient>"; undefined for any other call. */
export async function describeTokenCall(token: string, data: string, call: NodeCall): Promise<string | undefined> {
  let parsed: ReturnType<Interface['parseTransaction']>;
  try {
    parsed = erc20.parseTransaction({ data });
  } catch {
    return undefined; // the selector of approve or transfer, with arguments that do not decode
  }
  if (!parsed || (parsed.name !== 'approve' && parsed.name !== 'transfer')) return undefined;
  const [account, amount] = parsed.args as unknown as [string, bigint];
  if (parsed.name === 'approve' && amount >= UNLIMITED_ALLOWANCE_FROM) return `Approve ${account} for unlimited`;
  const decimals = await readDecimals(token, call);
  const shown = decimals === undefined ? `${amount} raw units (the token's decimals could not be read)` : `${formatUnits(amount, decimals)} tokens`;
  return parsed.name === 'approve' ? `Approve ${account} for ${shown}` : `Transfer ${shown} to ${account}`;
}
