/** @jest-environment node */
// solana_signMessage signs text for a person to read, never a transaction: the bytes of a legacy or
// v0 transaction message are refused before anything is shown (a signature over them would be the
// transaction's), and so is anything that is not UTF-8 text or Solana's off-chain message format.
import { Keypair, PublicKey, SystemProgram, TransactionMessage } from '@solana/web3.js';
import { fromBase58, toBase58 } from '../keys/bytes.js';
import { CHAIN_NOT_SUPPORTED, NOT_CONNECTED, OFFCHAIN_MESSAGE_OTHER_SIGNERS, offchainMessageInvalid, OTHER_ACCOUNT, SOLANA_MESSAGE_IS_TRANSACTION, SOLANA_MESSAGE_NOT_TEXT } from '../messages.js';
import { encodeOffchainMessage as offchain, offchainMessageApplicationDomain, OffchainMessageContentFormat, verifyOffchainSignature } from '../../test/offchainMessages.js';
import { solanaRouterHarness as setup } from '../../test/solanaRouterHarness.js';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const APP_DOMAIN = Keypair.generate().publicKey.toBase58();

async function verifies(address: string, message: Uint8Array, signature: string) {
  const publicKey = await crypto.subtle.importKey('raw', new PublicKey(address).toBytes() as BufferSource, { name: 'Ed25519' }, false, ['verify']);
  return crypto.subtle.verify({ name: 'Ed25519' }, publicKey, fromBase58(signature) as BufferSource, message as BufferSource);
}

/** The message of a SOL transfer from `from` (the wallet's account), as a transaction would carry it. */
function transferMessage(from: string, version: 'legacy' | 'v0'): Uint8Array {
  const payerKey = new PublicKey(from);
  const message = new TransactionMessage({
    payerKey,
    recentBlockhash: toBase58(new Uint8Array(32).fill(7)),
    instructions: [SystemProgram.transfer({ fromPubkey: payerKey, toPubkey: Keypair.generate().publicKey, lamports: 5_000_000_000 })],
  });
  return (version === 'legacy' ? message.compileToLegacyMessage() : message.compileToV0Message()).serialize();
}

describe('solana_signMessage', () => {
  it('shows the text and signs it with the account key; the signature verifies', async () => {
    const { prompt, request, key } = await setup();
    const message = new TextEncoder().encode('Sign in to the Latch demo');
    const answer = request('solana_signMessage', { message: toBase58(message), pubkey: key.address });
    await settle();
    expect(prompt.asked[0]).toMatchObject({ title: 'Sign a message', details: [['From', key.address]], message: 'Sign in to the Latch demo' });
    prompt.answer(true);
    const { signature } = (await answer) as { signature: string };
    expect(await verifies(key.address, message, signature)).toBe(true);
  });

  it.each(['legacy', 'v0'] as const)('refuses the bytes of a %s SOL transfer message with no approval screen: a signature over them would send the SOL', async (version) => {
    const { prompt, notified, request, key } = await setup();
    const bytes = transferMessage(key.address, version);
    const refused = expect(request('solana_signMessage', { message: toBase58(bytes), pubkey: key.address })).rejects.toThrow(SOLANA_MESSAGE_IS_TRANSACTION);
    await settle();
    expect(prompt.asked).toEqual([]);
    expect(notified).toEqual([]);
    await refused;
  });

  it('refuses a transfer message with bytes after it too (a transaction can carry them)', async () => {
    const { prompt, request, key } = await setup();
    const bytes = Uint8Array.from([...transferMessage(key.address, 'legacy'), ...new TextEncoder().encode(' hello')]);
    const refused = expect(request('solana_signMessage', { message: toBase58(bytes), pubkey: key.address })).rejects.toThrow(SOLANA_MESSAGE_IS_TRANSACTION);
    await settle();
    expect(prompt.asked).toEqual([]);
    await refused;
  });

  it.each([
    ['a lone continuation byte', [0x68, 0x69, 0x80]],
    ['a truncated two-byte sequence', [0xc3, 0x28]],
    ['an overlong encoding', [0xc0, 0xaf]],
    ['a UTF-16 surrogate', [0xed, 0xa0, 0x80]],
    ['control bytes', [0x00, 0x01, 0x02, 0x03]],
  ])('refuses bytes that are not UTF-8 text (%s), with no approval screen', async (_name, bytes) => {
    const { prompt, request, key } = await setup();
    const refused = expect(request('solana_signMessage', { message: toBase58(Uint8Array.from(bytes)), pubkey: key.address })).rejects.toThrow(SOLANA_MESSAGE_NOT_TEXT);
    await settle();
    expect(prompt.asked).toEqual([]);
    await refused;
  });

  it("shows an off-chain message's text, its application domain and format, and signs its bytes as they are", async () => {
    const { prompt, request, key } = await setup();
    const bytes = offchain({
      version: 0,
      applicationDomain: offchainMessageApplicationDomain(APP_DOMAIN),
      content: { format: OffchainMessageContentFormat.UTF8_1232_BYTES_MAX, text: 'Prove you own this wallet: nonce 8f3a ✓' },
      requiredSignatories: [{ address: key.address }],
    });
    const answer = request('solana_signMessage', { message: toBase58(bytes), pubkey: key.address });
    await settle();
    expect(prompt.asked[0]).toMatchObject({
      title: 'Sign a message',
      details: [
        ['From', key.address],
        ['Format', 'Solana off-chain message, version 0'],
        ['Application domain', APP_DOMAIN],
      ],
      message: 'Prove you own this wallet: nonce 8f3a ✓',
    });
    prompt.answer(true);
    const { signature } = (await answer) as { signature: string };
    await expect(verifyOffchainSignature(bytes, key.address, fromBase58(signature))).resolves.toBeUndefined();
  });

  it('shows a version 1 off-chain message with the other signers it names', async () => {
    const { prompt, request, key } = await setup();
    const other = Keypair.generate().publicKey.toBase58();
    const bytes = offchain({ version: 1, content: 'Approve treasury withdrawal #42', requiredSignatories: [{ address: key.address }, { address: other }] });
    void request('solana_signMessage', { message: toBase58(bytes), pubkey: key.address });
    await settle();
    expect(prompt.asked[0]).toMatchObject({
      details: [
        ['From', key.address],
        ['Format', 'Solana off-chain message, version 1'],
        ['Other signers', other],
      ],
      message: 'Approve treasury withdrawal #42',
    });
  });

  it('refuses an off-chain message that this wallet is not a signer of, or that is malformed, with no approval screen', async () => {
    const { prompt, request, key } = await setup();
    const theirs = offchain({ version: 1, content: 'Approve treasury withdrawal #42', requiredSignatories: [{ address: Keypair.generate().publicKey.toBase58() }] });
    const mine = offchain({ version: 1, content: 'Sign in', requiredSignatories: [{ address: key.address }] });
    const refused = [
      expect(request('solana_signMessage', { message: toBase58(theirs), pubkey: key.address })).rejects.toThrow(OFFCHAIN_MESSAGE_OTHER_SIGNERS),
      expect(request('solana_signMessage', { message: toBase58(mine.subarray(0, 30)), pubkey: key.address })).rejects.toThrow(offchainMessageInvalid('it ends inside its header')),
    ];
    await settle();
    expect(prompt.asked).toEqual([]);
    await Promise.all(refused);
  });

  it('refuses another account, another chain, and a signed-out wallet', async () => {
    const { request } = await setup();
    await expect(request('solana_signMessage', { message: '3yZe7d', pubkey: Keypair.generate().publicKey.toBase58() })).rejects.toThrow(OTHER_ACCOUNT);
    await expect(request('solana_signMessage', { message: '3yZe7d', pubkey: 'x' }, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).rejects.toThrow(CHAIN_NOT_SUPPORTED);
    const signedOut = await setup({ connected: false });
    await expect(signedOut.request('solana_signMessage', { message: '3yZe7d', pubkey: signedOut.key.address })).rejects.toThrow(NOT_CONNECTED);
  });
});
