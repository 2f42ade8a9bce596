import { SWAP_TRANSACTION_MISMATCH } from '../../errors/catalogue.js';
import { LatchError } from '../../errors/LatchError.js';
import type { BuiltTransaction } from '../../api/blockchainApi.js';

/** ERC-20 approve(address,uint256). */
const APPROVE_SELECTOR = '0x095ea7b3';
const APPROVE_DATA_LENGTH = APPROVE_SELECTOR.length + 2 * 64;

function refuse(reason: string): never {
  throw new LatchError(SWAP_TRANSACTION_MISMATCH, { details: reason });
}

function quantity(text: string): bigint {
  if (!/^(0x[0-9a-fA-F]+|\d+)$/.test(text)) refuse(`value ${JSON.stringify(text)} is not a quantity`);
  return BigInt(text);
}

function checkSender(tx: BuiltTransaction, owner: string) {
  if (tx.from && tx.from.toLowerCase() !== owner.toLowerCase()) refuse(`it is from ${tx.from}, not ${owner}`);
}

/**
 * The services build what is signed; before the wallet is asked, the approval must be what was asked
 * for: from the account, to the token sold, approving exactly the amount, with no value.
 */
export function checkApproval(tx: BuiltTransaction, { owner, token, amount }: { owner: string; token: string; amount: bigint }): void {
  checkSender(tx, owner);
  if (tx.to.toLowerCase() !== token.toLowerCase()) refuse(`the approval is sent to ${tx.to}, not the token ${token}`);
  const data = tx.data.toLowerCase();
  if (!data.startsWith(APPROVE_SELECTOR) || data.length !== APPROVE_DATA_LENGTH) refuse('the approval is not an ERC-20 approve call');
  if (BigInt(`0x${data.slice(-64)}`) !== amount) refuse('the approval is for another amount');
  if (quantity(tx.value) !== 0n) refuse('the approval carries value');
}

/** The swap itself: from the account, paying at most the amount (the native currency sold) and otherwise nothing. */
export function checkSwap(tx: BuiltTransaction, { owner, amount }: { owner: string; amount: bigint }): void {
  checkSender(tx, owner);
  const value = quantity(tx.value);
  if (value !== 0n && value !== amount) refuse(`the swap carries ${value} wei for an amount of ${amount}`);
}
