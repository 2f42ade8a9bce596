// What the approval screen shows for each unsafe request: a title, the fields that matter
// (from, to, value, data, calls, what a token call or a permit does, the most the fees can cost, a
// nonce the app chose) and, for signatures, the message as text; the dangers of what it grants
// and warnings for what deserves a second look.
import { readableText } from '../readableText.js';
import { maxFee, type FilledTransaction } from './fill.js';
import type { TypedData, TransactionRequest } from './params.js';
import type { TokenAction } from './tokenWords.js';

export interface ApprovalSummary {
  method: string;
  title: string;
  /** The app's origin that asks, and its name as it told (SYNC_DAPP_DATA). */
  origin: string;
  dappName?: string;
  network: string;
  details: Rows;
  /** The message to sign, as text (or hex when it is not text). */
  message?: string;
  /** What deserves a second look, shown above the details. */
  warnings?: string[];
  /** What can take the person's assets beyond this request (an unlimited allowance, an operator over a collection): shown first, marked as dangers. */
  dangers?: string[];
}

type Rows = [label: string, value: string][];

/**
 * A fee above this (in the native currency's smallest unit, 18 decimals: 0.05 ETH) is flagged as
 * unusually high: far more than an ordinary transaction costs on the networks the frame knows, so
 * a gas price or gas limit that an app inflated stands out.
 */
const UNUSUALLY_HIGH_FEE = 50_000_000_000_000_000n;

/** `wei` in whole units, trailing zeros dropped: 1500000000000000000n, 18 -> "1.5". */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** A personal_sign message for a person: UTF-8 text when the hex is text, else the hex itself. */
export function messageText(message: string): string {
  if (!/^0x([0-9a-fA-F]{2})*$/.test(message)) return message;
  const bytes = Uint8Array.from(message.slice(2).match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
  return readableText(bytes) ?? message;
}

const dataSize = (data: string | undefined) => {
  const bytes = data ? (data.length - 2) / 2 : 0;
  return bytes ? `${bytes} byte${bytes === 1 ? '' : 's'} (${data!.slice(0, 10)}…)` : 'none';
};

const native = (wei: bigint, symbol: string) => `${formatUnits(wei, 18)} ${symbol}`;

const feeWarnings = (fee: bigint, symbol: string) =>
  fee > UNUSUALLY_HIGH_FEE ? [`Unusually high fee: up to ${native(fee, symbol)}, more than the ${native(UNUSUALLY_HIGH_FEE, symbol)} a transaction ordinarily costs at most`] : [];

type Shown = { details: Rows; warnings: string[]; dangers: string[] };

const dangersOf = (actions: readonly (TokenAction | undefined)[]) => actions.flatMap((action) => action?.dangers ?? []);

/** `action`: what a token call does, in words (tokenCall.ts). */
export function describeTransaction(tx: TransactionRequest, filled: FilledTransaction, from: string, symbol: string, action?: TokenAction): Shown {
  const fee = maxFee(filled);
  const details: Rows = [
    ['From', from],
    ...(action ? [['Action', action.action] satisfies [string, string]] : []),
    ['To', tx.to ?? 'A new contract'],
    ['Value', native(filled.value, symbol)],
    ['Data', dataSize(filled.data)],
    ['Max fee', native(fee, symbol)],
  ];
  if (tx.nonce !== undefined) details.push(['Nonce', `${filled.nonce} (set by the app)`]);
  return { details, warnings: feeWarnings(fee, symbol), dangers: dangersOf([action]) };
}

type Call = { to: string; data?: string; value?: string | number };

/** One row per call: what a token call does (`actions[i]`), the receiver, the value and the data. */
const callRows = (calls: readonly Call[], actions: readonly (TokenAction | undefined)[], symbol: string): Rows =>
  calls.map((call, index): [string, string] => [
    `Call ${index + 1}`,
    `${actions[index] ? `${actions[index].action}; ` : ''}to ${call.to}, ${native(call.value === undefined ? 0n : BigInt(call.value), symbol)}, data ${dataSize(call.data)}`,
  ]);

/** wallet_sendCalls' calls; `filled[i]` undefined for a call filled only when it is sent, `actions[i]` what a token call does. */
export function describeCalls(calls: readonly Call[], filled: readonly (FilledTransaction | undefined)[], actions: readonly (TokenAction | undefined)[], from: string, symbol: string): Shown {
  const fee = filled.reduce((sum, tx) => sum + (tx ? maxFee(tx) : 0n), 0n);
  const later = filled.flatMap((tx, index) => (tx ? [] : [index + 1]));
  const feeText = later.length === 0 ? native(fee, symbol) : `${native(fee, symbol)}, plus call${later.length === 1 ? '' : 's'} ${later.join(', ')} estimated when sent`;
  return { details: [['From', from], ...callRows(calls, actions, symbol), ['Max fee', feeText]], warnings: feeWarnings(fee, symbol), dangers: dangersOf(actions) };
}

/** A smart account's calls in one operation (all of them or none): `operation` is its gas and fees, as shown for a transaction. */
export function describeAtomicCalls(calls: readonly Call[], operation: FilledTransaction, actions: readonly (TokenAction | undefined)[], from: string, symbol: string): Shown {
  const fee = maxFee(operation);
  return {
    details: [['From', from], ...callRows(calls, actions, symbol), ['Atomic', 'Yes: all the calls happen, or none'], ['Max fee', native(fee, symbol)]],
    warnings: feeWarnings(fee, symbol),
    dangers: dangersOf(actions),
  };
}

/**
 * Typed data whose domain names no chainId: ethers signs that domain as it is, and a signature
 * without a chain in it is valid wherever the verifying contract's address has the same code.
 */
const EVERY_CHAIN_WARNING = 'This signature is valid on every chain: the typed data names no chainId in its domain, so it can be used on any network, not only this one';

/** `permit`: what a permit does, in words (permits.ts). */
export function describeTypedData(data: TypedData, from: string, permit?: TokenAction): Shown & { message: string } {
  const domainName = typeof data.domain.name === 'string' ? data.domain.name : undefined;
  const contract = typeof data.domain.verifyingContract === 'string' ? data.domain.verifyingContract : undefined;
  const details: Rows = [['From', from], ['Type', data.primaryType]];
  if (permit) details.push(['Action', permit.action]);
  if (domainName) details.push(['Domain', domainName]);
  if (contract) details.push(['Contract', contract]);
  return {
    details,
    message: JSON.stringify(data.message, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value), 2),
    warnings: data.domain.chainId === undefined ? [EVERY_CHAIN_WARNING] : [],
    dangers: dangersOf([permit]),
  };
}
