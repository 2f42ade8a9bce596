// Solana's off-chain message format, read byte by byte: versions 0 and 1 as Solana's own library
// (@solana/offchain-messages) writes them, and each way a message can be malformed.
import { Keypair } from '@solana/web3.js';
import { offchainMessageInvalid } from '../messages.js';
import { encodeOffchainMessage as encode, offchainMessageApplicationDomain, OffchainMessageContentFormat } from '../../test/offchainMessages.js';
import { hasSigningDomain, readOffchainMessage } from './offchainMessage.js';

const SIGNER = Keypair.generate().publicKey;
const DOMAIN = Keypair.generate().publicKey.toBase58();
const v0 = (format: OffchainMessageContentFormat, text: string) =>
  encode({ version: 0, applicationDomain: offchainMessageApplicationDomain(DOMAIN), content: { format, text }, requiredSignatories: [{ address: SIGNER.toBase58() }] });

/** A version 0 message written by hand, to say what each byte is. */
function handMade({ version = 0, format = 1, signers = [SIGNER.toBytes()], length, body = new TextEncoder().encode('hi') }: { version?: number; format?: number; signers?: Uint8Array[]; length?: number; body?: Uint8Array } = {}) {
  const size = length ?? body.length;
  return Uint8Array.from([0xff, ...new TextEncoder().encode('solana offchain'), version, ...new Uint8Array(32), format, signers.length, ...signers.flatMap((signer) => [...signer]), size & 0xff, size >> 8, ...body]);
}

it('reads version 0 in each message format: the text, the application domain and the signers', () => {
  expect(readOffchainMessage(v0(OffchainMessageContentFormat.RESTRICTED_ASCII_1232_BYTES_MAX, 'Sign in: nonce 42'))).toEqual({ version: 0, applicationDomain: DOMAIN, signers: [SIGNER.toBase58()], text: 'Sign in: nonce 42' });
  expect(readOffchainMessage(v0(OffchainMessageContentFormat.UTF8_1232_BYTES_MAX, 'Grüße\nnonce 42')).text).toBe('Grüße\nnonce 42');
  expect(readOffchainMessage(v0(OffchainMessageContentFormat.UTF8_65535_BYTES_MAX, '签名 '.repeat(200))).text).toBe('签名 '.repeat(200));
});

it('reads version 1: the signers and the text to the end', () => {
  const other = Keypair.generate().publicKey.toBase58();
  const read = readOffchainMessage(encode({ version: 1, content: 'Approve withdrawal #42', requiredSignatories: [{ address: SIGNER.toBase58() }, { address: other }] }));
  expect(read).toEqual({ version: 1, signers: expect.arrayContaining([SIGNER.toBase58(), other]), text: 'Approve withdrawal #42' });
  expect(read.signers).toHaveLength(2);
});

it('knows the signing domain, and nothing else, as the start of one', () => {
  expect(hasSigningDomain(handMade())).toBe(true);
  expect(hasSigningDomain(new TextEncoder().encode('\xffsolana offchain'))).toBe(false);
  expect(hasSigningDomain(Uint8Array.of(0xff, 0x73))).toBe(false);
});

it.each([
  ['an unknown version', handMade({ version: 2 }), 'its version 2 is not one the wallet reads'],
  ['an unknown format', handMade({ format: 3 }), 'its message format 3 is unknown'],
  ['no signer', handMade({ signers: [] }), 'it names no signer'],
  ['a length that is not its message', handMade({ length: 3 }), 'it says its message is 3 bytes long, and it is 2'],
  ['an empty message', handMade({ body: new Uint8Array(0) }), 'its message is empty'],
  ['a header cut short', handMade().subarray(0, 40), 'it ends inside its header'],
  ['a line break in printable ASCII', handMade({ format: 0, body: new TextEncoder().encode('a\nb') }), 'its message is not readable text in its format'],
  ['bytes that are not UTF-8', handMade({ body: Uint8Array.of(0xc3, 0x28) }), 'its message is not readable text in its format'],
])('refuses %s, saying so', (_name, bytes, problem) => {
  expect(() => readOffchainMessage(bytes)).toThrow(offchainMessageInvalid(problem));
});
