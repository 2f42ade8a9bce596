import { swapTransactionMismatch } from '../../errors/catalogue.js';
import { LatchError } from '../../errors/LatchError.js';
import type { ChainAdapter } from '../../adapter/types.js';
import type { BuiltTransaction } from '../../api/blockchainApi.js';
import { NATIVE_TOKEN_ADDRESS } from '../../tradingConstants.js';

/** What the person asked for: the account, the router the services name, and the amount sold in base units. */
export interface SwapAsked {
  owner: string;
  router: string;
  amount: bigint;
}

function refuse(reason: string): never {
  throw new LatchError(swapTransactionMismatch, { details: reason });
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function quantity(text: string): bigint {
  if (!/^(0x[0-9a-fA-F]+|\d+)$/.test(text)) refuse(`value ${JSON.stringify(text)} is not a quantity`);
  return BigInt(text);
}

function checkSender(tx: BuiltTransaction, owner: string) {
  if (tx.from && !same(tx.from, owner)) refuse(`it is from ${tx.from}, not ${owner}`);
}

/** The router the services named in their allowance answer; without one nothing can be checked, so nothing is sent. */
export function namedRouter(spender: string | undefined): string {
  if (!spender) refuse('the services name no router for this network');
  return spender;
}

/** Whether the CAIP-10 token sold is its namespace's native currency, the only sale a swap may attach value to. */
export function sellsNativeCurrency(tokenId: string): boolean {
  const namespace = tokenId.split(':')[0] as keyof typeof NATIVE_TOKEN_ADDRESS;
  const native = Object.hasOwn(NATIVE_TOKEN_ADDRESS, namespace) ? NATIVE_TOKEN_ADDRESS[namespace] : undefined;
  return native !== undefined && same(tokenId.split(':').at(-1)!, native);
}

/**
 * The services build what is signed; before the wallet is asked, the approval must be what was asked
 * for: from the account, to the token sold, letting the router spend exactly the amount, with no
 * value. The adapter reads the calldata (`decodeApproval`).
 */
export async function checkApproval(tx: BuiltTransaction, { owner, router, amount, token }: SwapAsked & { token: string }, adapter: Pick<ChainAdapter, 'decodeApproval'>): Promise<void> {
  checkSender(tx, owner);
  if (!same(tx.to, token)) refuse(`the approval is sent to ${tx.to}, not the token ${token}`);
  if (quantity(tx.value) !== 0n) refuse('the approval carries value');
  const approval = await adapter.decodeApproval?.(tx.data);
  if (!approval) refuse('the approval is not an ERC-20 approve call');
  if (!same(approval.spender, router)) refuse(`the approval lets ${approval.spender} spend, not the router ${router}`);
  if (approval.amount !== amount) refuse('the approval is for another amount');
}

/**
 * The swap itself: from the account, to the router, paying exactly the amount when the native
 * currency is sold and nothing when a token is, whatever its decimals.
 */
export function checkSwap(tx: BuiltTransaction, { owner, router, amount, native }: SwapAsked & { native: boolean }): void {
  checkSender(tx, owner);
  if (!same(tx.to, router)) refuse(`the swap is sent to ${tx.to}, not the router ${router}`);
  const value = quantity(tx.value);
  if (value !== (native ? amount : 0n)) refuse(`the swap carries ${value} wei for ${native ? 'a native sale' : 'a token sale'} of ${amount}`);
}
