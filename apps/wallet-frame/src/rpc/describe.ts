// What the approval screen shows for each unsafe request: a title, the fields that matter
// (from, to, value, data, calls, what a token call or a permit does, the most the fees can cost, a
// nonce the app chose) and, for signatures, the message as text; the dangers of what it grants
// and warnings for what deserves a second look.
import { frameMessages, localAmount, localList, localNumber } from '../i18n/translate.js';
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

/** The approval screen's words for EVM requests (the Solana ones and the permissions' are beside their own describers). */
export const describeMessages = {
  'approval.title.message': 'Sign a message',
  'approval.title.typedData': 'Sign typed data',
  'approval.title.transaction': 'Send a transaction',
  'approval.title.calls': '{count, plural, one {Send # call} other {Send # calls}}',
  'approval.row.from': 'From',
  'approval.row.to': 'To',
  'approval.row.action': 'Action',
  'approval.row.value': 'Value',
  'approval.row.data': 'Data',
  'approval.row.maxFee': 'Max fee',
  'approval.row.nonce': 'Nonce',
  'approval.row.call': 'Call {index}',
  'approval.row.atomic': 'Atomic',
  'approval.row.type': 'Type',
  'approval.row.domain': 'Domain',
  'approval.row.contract': 'Contract',
  'approval.newContract': 'A new contract',
  'approval.nonceByApp': '{nonce} (set by the app)',
  'approval.dataSize': '{bytes, plural, one {# byte} other {# bytes}} ({selector}…)',
  'approval.none': 'none',
  'approval.call': 'to {to}, {value}, data {data}',
  'approval.callWithAction': '{action}; to {to}, {value}, data {data}',
  'approval.feeLater': '{count, plural, one {{fee}, plus call {calls} estimated when sent} other {{fee}, plus calls {calls} estimated when sent}}',
  'approval.atomicYes': 'Yes: all the calls happen, or none',
  'approval.highFee': 'Unusually high fee: up to {fee}, more than the {usual} a transaction ordinarily costs at most',
  'approval.everyChain': 'This signature is valid on every chain: the typed data names no chainId in its domain, so it can be used on any network, not only this one',
} as const;
export const describeText = frameMessages(describeMessages);
const t = describeText;

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
  return bytes ? t('approval.dataSize', { bytes, selector: data!.slice(0, 10) }) : t('approval.none');
};

/** An amount of `decimals` in whole units, in the screen's locale, with its symbol: "1.5 ETH". */
export const unitsAmount = (value: bigint, decimals: number, symbol: string) => `${localAmount(formatUnits(value, decimals))} ${symbol}`;

const native = (wei: bigint, symbol: string) => unitsAmount(wei, 18, symbol);

const feeWarnings = (fee: bigint, symbol: string) => (fee > UNUSUALLY_HIGH_FEE ? [t('approval.highFee', { fee: native(fee, symbol), usual: native(UNUSUALLY_HIGH_FEE, symbol) })] : []);

type Shown = { details: Rows; warnings: string[]; dangers: string[] };

const dangersOf = (actions: readonly (TokenAction | undefined)[]) => actions.flatMap((action) => action?.dangers ?? []);

/** `action`: what a token call does, in words (tokenCall.ts). */
export function describeTransaction(tx: TransactionRequest, filled: FilledTransaction, from: string, symbol: string, action?: TokenAction): Shown {
  const fee = maxFee(filled);
  const details: Rows = [
    [t('approval.row.from'), from],
    ...(action ? [[t('approval.row.action'), action.action] satisfies [string, string]] : []),
    [t('approval.row.to'), tx.to ?? t('approval.newContract')],
    [t('approval.row.value'), native(filled.value, symbol)],
    [t('approval.row.data'), dataSize(filled.data)],
    [t('approval.row.maxFee'), native(fee, symbol)],
  ];
  if (tx.nonce !== undefined) details.push([t('approval.row.nonce'), t('approval.nonceByApp', { nonce: String(filled.nonce) })]);
  return { details, warnings: feeWarnings(fee, symbol), dangers: dangersOf([action]) };
}

type Call = { to: string; data?: string; value?: string | number };

/** One row per call: what a token call does (`actions[i]`), the receiver, the value and the data. */
const callRows = (calls: readonly Call[], actions: readonly (TokenAction | undefined)[], symbol: string): Rows =>
  calls.map((call, index): [string, string] => {
    const values = { to: call.to, value: native(call.value === undefined ? 0n : BigInt(call.value), symbol), data: dataSize(call.data) };
    const action = actions[index]?.action;
    return [t('approval.row.call', { index: localNumber(index + 1) }), action ? t('approval.callWithAction', { ...values, action }) : t('approval.call', values)];
  });

/** wallet_sendCalls' calls; `filled[i]` undefined for a call filled only when it is sent, `actions[i]` what a token call does. */
export function describeCalls(calls: readonly Call[], filled: readonly (FilledTransaction | undefined)[], actions: readonly (TokenAction | undefined)[], from: string, symbol: string): Shown {
  const fee = filled.reduce((sum, tx) => sum + (tx ? maxFee(tx) : 0n), 0n);
  const later = filled.flatMap((tx, index) => (tx ? [] : [index + 1]));
  const feeText = later.length === 0 ? native(fee, symbol) : t('approval.feeLater', { fee: native(fee, symbol), count: later.length, calls: localList(later.map(localNumber)) });
  return { details: [[t('approval.row.from'), from], ...callRows(calls, actions, symbol), [t('approval.row.maxFee'), feeText]], warnings: feeWarnings(fee, symbol), dangers: dangersOf(actions) };
}

/** A smart account's calls in one operation (all of them or none): `operation` is its gas and fees, as shown for a transaction. */
export function describeAtomicCalls(calls: readonly Call[], operation: FilledTransaction, actions: readonly (TokenAction | undefined)[], from: string, symbol: string): Shown {
  const fee = maxFee(operation);
  return {
    details: [[t('approval.row.from'), from], ...callRows(calls, actions, symbol), [t('approval.row.atomic'), t('approval.atomicYes')], [t('approval.row.maxFee'), native(fee, symbol)]],
    warnings: feeWarnings(fee, symbol),
    dangers: dangersOf(actions),
  };
}


/** `permit`: what a permit does, in words (permits.ts). */
export function describeTypedData(data: TypedData, from: string, permit?: TokenAction): Shown & { message: string } {
  const domainName = typeof data.domain.name === 'string' ? data.domain.name : undefined;
  const contract = typeof data.domain.verifyingContract === 'string' ? data.domain.verifyingContract : undefined;
  const details: Rows = [
    [t('approval.row.from'), from],
    [t('approval.row.type'), data.primaryType],
  ];
  if (permit) details.push([t('approval.row.action'), permit.action]);
  if (domainName) details.push([t('approval.row.domain'), domainName]);
  if (contract) details.push([t('approval.row.contract'), contract]);
  return {
    details,
    message: JSON.stringify(data.message, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value), 2),
    // A domain without a chainId: ethers signs it as it is, and such a signature is valid wherever the verifying contract's address has the same code.
    warnings: data.domain.chainId === undefined ? [t('approval.everyChain')] : [],
    dangers: dangersOf([permit]),
  };
}
