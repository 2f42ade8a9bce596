// The onramp's SOL payments: a SystemProgram transfer from the network's treasury keypair, signed
// here, sent to the network's RPC and polled until confirmed. @solana/web3.js loads at the first one.
// Each carries a memo naming what it pays: two purchases of the same amount for the same wallet,
// paid with one blockhash, would otherwise be one transaction, which the chain takes once.
import type { Connection } from '@solana/web3.js';
import bs58 from 'bs58';

const CONFIRM_POLL_MS = 250;
const CONFIRM_TIMEOUT_MS = 60_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for `signature` to be confirmed; throws when it failed, or its blockhash expired first, or the wait ran out. */
async function confirmed(connection: Connection, signature: string, lastValidBlockHeight: number): Promise<void> {
  const deadline = Date.now() + CONFIRM_TIMEOUT_MS;
  for (;;) {
    const { value } = await connection.getSignatureStatuses([signature]);
    const status = value[0];
    if (status?.err) throw new Error(`Transfer ${signature} failed: ${JSON.stringify(status.err)}`);
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return;
    if ((await connection.getBlockHeight('confirmed')) > lastValidBlockHeight) throw new Error(`Transfer ${signature} expired before it was confirmed`);
    if (Date.now() > deadline) throw new Error(`Transfer ${signature} was not confirmed within ${CONFIRM_TIMEOUT_MS / 1000} s`);
    await pause(CONFIRM_POLL_MS);
  }
}

/** Sends `lamports` from the treasury to `to`, with `memo` (what it pays), and resolves with the confirmed transaction's signature. */
export async function paySol(connection: Connection, treasuryKey: string, to: string, lamports: bigint, memo: string): Promise<string> {
  const [{ Keypair, PublicKey, SystemProgram, Transaction }, { createMemoInstruction }] = await Promise.all([import('@solana/web3.js'), import('@solana/spl-memo')]);
  const payer = Keypair.fromSecretKey(bs58.decode(treasuryKey));
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash('confirmed');
  const transaction = new Transaction({ feePayer: payer.publicKey, blockhash, lastValidBlockHeight }).add(
    SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: new PublicKey(to), lamports }),
    createMemoInstruction(memo),
  );
  transaction.sign(payer);
  const signature = await connection.sendRawTransaction(transaction.serialize(), { preflightCommitment: 'confirmed' });
  await confirmed(connection, signature, lastValidBlockHeight);
  return signature;
}
