// What the approval screen shows for each unsafe request: a title, the fields that matter
// (from, to, value, data, calls) and, for signatures, the message as text.
import type { TypedData, TransactionRequest } from './params.js';

export interface ApprovalSummary {
  method: string;
  title: string;
  /** The app's origin that asks, and its name as it told (SYNC_DAPP_DATA). */
  origin: string;
  dappName?: string;
  network: string;
  details: [label: string, value: string][];
  /** The message to sign, as text (or hex when it is not text). */
  message?: string;
}

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
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // Control characters other than line breaks and tabs mean bytes, not text.
    const binary = [...text].some((char) => {
      const code = char.charCodeAt(0);
      return (code < 0x20 && char !== '\n' && char !== '\r' && char !== '\t') || code === 0x7f;
    });
    return binary ? message : text;
  } catch {
    return message;
  }
}

const dataSize = (data: string | undefined) => {
  const bytes = data ? (data.length - 2) / 2 : 0;
  return bytes ? `${bytes} byte${bytes === 1 ? '' : 's'} (${data!.slice(0, 10)}…)` : 'none';
};

export function describeTransaction(tx: TransactionRequest, from: string, symbol: string): [string, string][] {
  const value = tx.value === undefined ? 0n : BigInt(tx.value);
  return [
    ['From', from],
    ['To', tx.to ?? 'A new contract'],
    ['Value', `${formatUnits(value, 18)} ${symbol}`],
    ['Data', dataSize(tx.data ?? tx.input)],
  ];
}

export function describeCalls(calls: readonly { to: string; data?: string; value?: string | number }[], from: string, symbol: string): [string, string][] {
  return [
    ['From', from],
    ...calls.map((call, index): [string, string] => [
      `Call ${index + 1}`,
      `to ${call.to}, ${formatUnits(call.value === undefined ? 0n : BigInt(call.value), 18)} ${symbol}, data ${dataSize(call.data)}`,
    ]),
  ];
}

export function describeTypedData(data: TypedData, from: string): { details: [string, string][]; message: string } {
  const domainName = typeof data.domain.name === 'string' ? data.domain.name : undefined;
  const contract = typeof data.domain.verifyingContract === 'string' ? data.domain.verifyingContract : undefined;
  const details: [string, string][] = [['From', from], ['Type', data.primaryType]];
  if (domainName) details.push(['Domain', domainName]);
  if (contract) details.push(['Contract', contract]);
  return { details, message: JSON.stringify(data.message, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value), 2) };
}
