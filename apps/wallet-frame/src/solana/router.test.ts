/** @jest-environment node */
// The Solana transaction methods in the frame, with a real Ed25519 key and real transactions: the
// params checked before anything is shown, the approval screen's words, a signature only on
// Approve, the send to the network's RPC with SPEC 5's options, and a refusal as "Signature declined".
import { Keypair, PublicKey, SystemProgram, Transaction, TransactionInstruction } from '@solana/web3.js';
import { fromBase64, toBase58, toBase64 } from '../keys/bytes.js';
import { NOT_A_SIGNER, OTHER_SIGNATURE_SENT, SIGNATURE_DECLINED } from '../messages.js';
import { ORIGIN } from '../../test/routerHarness.js';
import { TEST_SOLANA_CHAIN as CHAIN } from '../../test/solanaNetworks.js';
import { solanaRouterHarness } from '../../test/solanaRouterHarness.js';

const RECEIVER = Keypair.generate().publicKey;
const BLOCKHASH = toBase58(new Uint8Array(32).fill(7));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function setup(options: Parameters<typeof solanaRouterHarness>[0] = {}) {
  const harness = await solanaRouterHarness(options);
  return { ...harness, payer: new PublicKey(harness.key.address) };
}

const transfer = (from: PublicKey, lamports: number, extra: TransactionInstruction[] = []) =>
  toBase64(
    new Transaction({ feePayer: from, blockhash: BLOCKHASH, lastValidBlockHeight: 1 })
      .add(SystemProgram.transfer({ fromPubkey: from, toPubkey: RECEIVER, lamports }), ...extra)
      .serialize({ requireAllSignatures: false, verifySignatures: false }),
  );

describe('solana_signAndSendTransaction', () => {
  it('shows a SOL transfer in SOL with its receiver and network, signs on Approve and sends with the options', async () => {
    const { prompt, forward, request, payer } = await setup();
    const answer = request('solana_signAndSendTransaction', { transaction: transfer(payer, 100_000_000), pubkey: payer.toBase58(), sendOptions: { skipPreflight: false, preflightCommitment: 'confirmed', maxRetries: 2 } });
    await settle();
    await settle();
    expect(prompt.asked[0]).toEqual({
      method: 'solana_signAndSendTransaction',
      origin: ORIGIN,
      dappName: 'Latch demo',
      network: `Solana Local (${CHAIN})`,
      title: 'Send SOL',
      details: [
        ['From', payer.toBase58()],
        ['To', RECEIVER.toBase58()],
        ['Amount', '0.1 SOL'],
      ],
      warnings: [],
    });
    expect(forward).not.toHaveBeenCalled();
    prompt.answer(true);
    const { signature } = (await answer) as { signature: string };
    const [, method, [wire, options]] = forward.mock.calls[0] as [unknown, string, [string, unknown]];
    expect(method).toBe('sendTransaction');
    expect(options).toEqual({ skipPreflight: false, preflightCommitment: 'confirmed', maxRetries: 2, encoding: 'base64' });
    const signed = Transaction.from(Buffer.from(wire, 'base64'));
    expect(signed.verifySignatures()).toBe(true);
    expect(toBase58(signed.signature!)).toBe(signature);
  });

  it('a refusal is "Signature declined", and nothing is sent', async () => {
    const { prompt, forward, request, payer } = await setup();
    const answer = request('solana_signAndSendTransaction', { transaction: transfer(payer, 5) });
    await settle();
    await settle();
    prompt.answer(false);
    await expect(answer).rejects.toThrow(SIGNATURE_DECLINED);
    expect(forward).not.toHaveBeenCalled();
  });

  it('refuses options outside SPEC 5 before anything is shown', async () => {
    const { prompt, request, payer } = await setup();
    await expect(request('solana_signAndSendTransaction', { transaction: transfer(payer, 5), sendOptions: { preflightCommitment: 'soon' } })).rejects.toThrow(/^Invalid solana_signAndSendTransaction params: sendOptions\.preflightCommitment/);
    await expect(request('solana_signAndSendTransaction', { transaction: transfer(payer, 5), sendOptions: { commitment: 'confirmed' } })).rejects.toThrow('sendOptions: not a sign-and-send option: commitment');
    expect(prompt.asked).toEqual([]);
  });

  it('a network that answers another signature is an error', async () => {
    const { prompt, request, payer } = await setup({ sent: () => toBase58(new Uint8Array(64).fill(3)) });
    const answer = request('solana_signAndSendTransaction', { transaction: transfer(payer, 5) });
    await settle();
    await settle();
    prompt.answer(true);
    await expect(answer).rejects.toThrow(OTHER_SIGNATURE_SENT);
  });
});

describe('solana_signTransaction', () => {
  it('says what it cannot decode: a transfer with another program is no plain transfer', async () => {
    const { prompt, request, payer } = await setup();
    const memo = new TransactionInstruction({ programId: new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'), keys: [], data: Buffer.from('hi') });
    const answer = request('solana_signTransaction', { transaction: transfer(payer, 5, [memo]) });
    await settle();
    await settle();
    expect(prompt.asked[0]).toMatchObject({
      title: 'Sign a transaction',
      details: [
        ['From', payer.toBase58()],
        ['Instructions', '2'],
        ['Programs', `11111111111111111111111111111111, MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr`],
      ],
      warnings: [expect.stringMatching(/^The wallet cannot decode this transaction: it does more than send SOL/)],
    });
    prompt.answer(true);
    const { transaction } = (await answer) as { transaction: string };
    expect(Transaction.from(fromBase64(transaction)).verifySignatures()).toBe(true);
  });

  it('refuses a transaction this account does not sign, and garbage', async () => {
    const { request } = await setup();
    await expect(request('solana_signTransaction', { transaction: transfer(Keypair.generate().publicKey, 5) })).rejects.toThrow(NOT_A_SIGNER);
    await expect(request('solana_signTransaction', { transaction: 'AAAA' })).rejects.toThrow('The transaction could not be read');
  });
});
