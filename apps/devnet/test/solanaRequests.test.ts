import { createPublicKey, verify } from 'node:crypto';
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import bs58 from 'bs58';
import { SOLANA_DEVNET_CAIP_NETWORK_ID } from '../src/index.js';
import { createSolanaSigner } from '../src/walletconnect/solanaSigner.js';
import { prepareSolanaRequest } from '../src/walletconnect/solanaRequests.js';
import { toRpcError } from '../src/walletconnect/walletErrors.js';

// Signing only: nothing here reaches the chain, the rpcUrl is never called.
const keypair = Keypair.generate();
const signer = () => createSolanaSigner({ secretKey: keypair.secretKey, rpcUrl: 'http://127.0.0.1:9', chain: SOLANA_DEVNET_CAIP_NETWORK_ID });
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
const publicKey = createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, keypair.publicKey.toBuffer()]), format: 'der', type: 'spki' });

const unsignedTransfer = () =>
  new Transaction({ feePayer: keypair.publicKey, blockhash: PublicKey.default.toBase58(), lastValidBlockHeight: 1 }).add(
    SystemProgram.transfer({ fromPubkey: keypair.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1 }),
  );
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

async function refusal(chain: string, method: string, params: unknown) {
  try {
    prepareSolanaRequest(await signer(), chain, method, params);
  } catch (error) {
    return toRpcError(error);
  }
  throw new Error('the request was not refused');
}

describe('the sample wallet on the solana namespace', () => {
  it('signs a base58 message with its key, after approval', async () => {
    const prepared = prepareSolanaRequest(await signer(), SOLANA_DEVNET_CAIP_NETWORK_ID, 'solana_signMessage', { message: bs58.encode(Buffer.from('Sign in')), pubkey: keypair.publicKey.toBase58() });
    expect(prepared.needsApproval).toBe(true);
    const { signature } = (await prepared.run()) as { signature: string };
    expect(verify(null, Buffer.from('Sign in'), publicKey, bs58.decode(signature))).toBe(true);
  });

  it('signs a transaction: the signed transaction in base64 and the signature in base58', async () => {
    const unsigned = unsignedTransfer().serialize({ requireAllSignatures: false, verifySignatures: false });
    const prepared = prepareSolanaRequest(await signer(), SOLANA_DEVNET_CAIP_NETWORK_ID, 'solana_signTransaction', { transaction: base64(unsigned), pubkey: keypair.publicKey.toBase58() });
    const answer = (await prepared.run()) as { signature: string; transaction: string };
    const signed = Transaction.from(Buffer.from(answer.transaction, 'base64'));
    expect(signed.verifySignatures()).toBe(true);
    expect(bs58.encode(signed.signature!)).toBe(answer.signature);
  });

  it('refuses another chain (4901), another account (4100), bad params (-32602) and other methods (4200)', async () => {
    const address = keypair.publicKey.toBase58();
    expect(await refusal('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana_signMessage', { message: '2', pubkey: address })).toMatchObject({ code: 4901 });
    expect(await refusal(SOLANA_DEVNET_CAIP_NETWORK_ID, 'solana_signMessage', { message: '2', pubkey: Keypair.generate().publicKey.toBase58() })).toMatchObject({ code: 4100 });
    expect(await refusal(SOLANA_DEVNET_CAIP_NETWORK_ID, 'solana_signMessage', { message: 'not base58: 0OIl', pubkey: address })).toMatchObject({ code: -32602, message: expect.stringContaining('message') });
    expect(await refusal(SOLANA_DEVNET_CAIP_NETWORK_ID, 'solana_signTransaction', { transaction: '***' })).toMatchObject({ code: -32602 });
    expect(await refusal(SOLANA_DEVNET_CAIP_NETWORK_ID, 'solana_signAndSendTransaction', { transaction: 'AA==', sendOptions: { preflightCommitment: 'soon' } })).toMatchObject({ code: -32602 });
    expect(await refusal(SOLANA_DEVNET_CAIP_NETWORK_ID, 'solana_signAllTransactions', {})).toMatchObject({ code: 4200 });
  });

  it('says so when asked to sign a transaction that does not name it', async () => {
    const other = Keypair.generate();
    const foreign = new Transaction({ feePayer: other.publicKey, blockhash: PublicKey.default.toBase58(), lastValidBlockHeight: 1 }).add(
      SystemProgram.transfer({ fromPubkey: other.publicKey, toPubkey: other.publicKey, lamports: 1 }),
    );
    const prepared = prepareSolanaRequest(await signer(), SOLANA_DEVNET_CAIP_NETWORK_ID, 'solana_signTransaction', { transaction: base64(foreign.serialize({ requireAllSignatures: false, verifySignatures: false })) });
    await expect(prepared.run()).rejects.toThrow();
  });
});
