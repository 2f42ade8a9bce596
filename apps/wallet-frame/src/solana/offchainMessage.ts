// Solana's off-chain message format (the "off-chain message signing" proposal, SRFC 3): text a
// wallet signs that no transaction can be. It starts with the signing domain "\xffsolana offchain"
// (0xff begins no transaction message), then a header version:
//   0: the application domain (32 bytes), the message format (0 printable ASCII, 1 and 2 UTF-8),
//      the signer count (u8, not 0), the signers (32 bytes each), the message length (u16,
//      little-endian), the message;
//   1: the signer count (u8, not 0), the signers (32 bytes each), the message (UTF-8, to the end).
import { toBase58 } from '../keys/bytes.js';
import { offchainMessageInvalid } from '../messages.js';
import { readableText } from '../readableText.js';

const SIGNING_DOMAIN = Uint8Array.of(0xff, ...new TextEncoder().encode('solana offchain'));
const KEY_BYTES = 32;
/** Version 0's message formats: printable ASCII, UTF-8 of at most 1232 bytes, UTF-8 of at most 65535. */
const FORMATS: Record<number, 'ascii' | 'utf8'> = { 0: 'ascii', 1: 'utf8', 2: 'utf8' };

export interface OffchainMessage {
  version: 0 | 1;
  /** Version 0's application domain, in base58. */
  applicationDomain?: string;
  /** The signers it names, in base58. */
  signers: string[];
  text: string;
}

export const hasSigningDomain = (bytes: Uint8Array): boolean => bytes.length >= SIGNING_DOMAIN.length && SIGNING_DOMAIN.every((byte, index) => bytes[index] === byte);

const invalid = (problem: string) => new Error(offchainMessageInvalid(problem));

/** Reads the bytes in order; running out of them is a malformed message. */
class ByteReader {
  #offset: number;

  constructor(
    private readonly bytes: Uint8Array,
    offset: number,
  ) {
    this.#offset = offset;
  }

  take(length: number): Uint8Array {
    if (this.#offset + length > this.bytes.length) throw invalid('it ends inside its header');
    const taken = this.bytes.subarray(this.#offset, this.#offset + length);
    this.#offset += length;
    return taken;
  }

  u8 = () => this.take(1)[0]!;
  u16 = () => new DataView(this.take(2).slice().buffer).getUint16(0, true);
  rest = () => this.take(this.bytes.length - this.#offset);
}

function readSigners(reader: ByteReader): string[] {
  const count = reader.u8();
  if (count === 0) throw invalid('it names no signer');
  return Array.from({ length: count }, () => toBase58(reader.take(KEY_BYTES)));
}

const printableAscii = (body: Uint8Array) => (body.every((byte) => byte >= 0x20 && byte <= 0x7e) ? String.fromCharCode(...body) : undefined);

function readText(body: Uint8Array, encoding: 'ascii' | 'utf8'): string {
  if (body.length === 0) throw invalid('its message is empty');
  const text = encoding === 'ascii' ? printableAscii(body) : readableText(body);
  if (text === undefined) throw invalid('its message is not readable text in its format');
  return text;
}

/** Reads bytes that start with the signing domain; throws saying what is malformed. */
export function readOffchainMessage(bytes: Uint8Array): OffchainMessage {
  const reader = new ByteReader(bytes, SIGNING_DOMAIN.length);
  const version = reader.u8();
  if (version === 0) {
    const applicationDomain = toBase58(reader.take(KEY_BYTES));
    const format = reader.u8();
    const encoding = FORMATS[format];
    if (!encoding) throw invalid(`its message format ${format} is unknown`);
    const signers = readSigners(reader);
    const length = reader.u16();
    const body = reader.rest();
    if (body.length !== length) throw invalid(`it says its message is ${length} bytes long, and it is ${body.length}`);
    return { version, applicationDomain, signers, text: readText(body, encoding) };
  }
  if (version === 1) {
    const signers = readSigners(reader);
    return { version, signers, text: readText(reader.rest(), 'utf8') };
  }
  throw invalid(`its version ${version} is not one the wallet reads`);
}
