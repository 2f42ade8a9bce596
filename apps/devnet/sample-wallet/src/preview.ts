import { formatEther, getBytes, isHexString } from 'ethers';

/** One labelled line of what a request asks for. */
export interface PreviewLine {
  label: string;
  value: string;
}

const MAX_CHARS = 2_000;
const clip = (text: string) => (text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS)}… (${text.length - MAX_CHARS} more characters)` : text);
const json = (value: unknown) => clip(JSON.stringify(value, null, 2) ?? String(value));
const at = (params: unknown, index: number): unknown => (Array.isArray(params) ? params[index] : undefined);
const text = (value: unknown) => (typeof value === 'string' ? value : json(value));

// Printable text, line breaks and tabs allowed: anything else is shown as the bytes it is.
const CONTROL = /(?![\n\r\t])\p{Cc}/u;

/** A personal_sign message as a person reads it: hex that is UTF-8 text shows as that text. */
export function readableMessage(message: unknown): string {
  if (typeof message !== 'string') return json(message);
  if (!isHexString(message)) return clip(message);
  try {
    const decoded = new TextDecoder('utf-8', { fatal: true }).decode(getBytes(message));
    if (!CONTROL.test(decoded)) return clip(decoded);
  } catch {
    // Not UTF-8: shown as hex below.
  }
  return clip(`${message} (bytes, not text)`);
}

const ether = (value: unknown) => {
  try {
    return `${formatEther(BigInt(value as string))} ETH`;
  } catch {
    return text(value);
  }
};

/** The lines a person reads before approving: the message to sign, or where the money goes. */
export function previewRequest(method: string, params: unknown): PreviewLine[] {
  switch (method) {
    case 'personal_sign':
      return [
        { label: 'Message', value: readableMessage(at(params, 0)) },
        { label: 'Account', value: text(at(params, 1)) },
      ];
    case 'eth_sendTransaction': {
      const tx = (at(params, 0) ?? {}) as { to?: unknown; value?: unknown; data?: unknown };
      const lines = [
        { label: 'To', value: tx.to === undefined ? 'a new contract' : text(tx.to) },
        { label: 'Value', value: ether(tx.value ?? '0x0') },
      ];
      if (typeof tx.data === 'string' && tx.data !== '0x') lines.push({ label: 'Data', value: `${(tx.data.length - 2) / 2} bytes` });
      return lines;
    }
    case 'eth_signTypedData_v4': {
      const raw = at(params, 1);
      let typed: unknown = raw;
      try {
        typed = typeof raw === 'string' ? JSON.parse(raw) : raw;
      } catch {
        // Shown as the text it is.
      }
      const { primaryType, domain, message } = (typed ?? {}) as { primaryType?: unknown; domain?: unknown; message?: unknown };
      return [
        { label: 'Type', value: text(primaryType) },
        { label: 'Domain', value: json(domain) },
        { label: 'Message', value: json(message) },
      ];
    }
    default:
      return params === undefined ? [] : [{ label: 'Params', value: json(params) }];
  }
}
