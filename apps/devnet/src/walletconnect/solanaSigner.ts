// Loaded with import() when the sample wallet holds a Solana key, so a wallet (or a package that imports
// @latch/devnet for anvil) without one never loads @solana/web3.js. No Node-only API: the wallet page runs it.
import { createKeyPairFromBytes, signBytes } from '@solana/kit';
import { Connection, Keypair, Transaction } from '@solana/web3.js';

export interface SolanaSendOptions {
  skipPreflight?: boolean;
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized';
  maxRetries?: number;
  minContextSlot?: number;
}

export interface SolanaSigner {
  /** The public key, base58. */
  readonly address: string;
  /** The CAIP-2 chain it signs for (the local chain's). */
  readonly chain: string;
  /** The 64-byte ed25519 signature of `message`. */
  signMessage(message: Uint8Array): Promise<Uint8Array>;
  /** Adds this key's signature to a legacy transaction in wire format: the signed transaction, and the signature. */
  signTransaction(transaction: Uint8Array): { transaction: Uint8Array; signature: Uint8Array };
  /** Sends a signed transaction to the chain's RPC; resolves with its signature, base58. */
  send(transaction: Uint8Array, options?: SolanaSendOptions): Promise<string>;
}

/** A Solana signer for the local chain: a dev keypair, messages signed through WebCrypto (@solana/kit), transactions through @solana/web3.js. */
export async function createSolanaSigner({ secretKey, rpcUrl, chain }: { secretKey: Uint8Array; rpcUrl: string; chain: string }): Promise<SolanaSigner> {
  const keypair = Keypair.fromSecretKey(secretKey);
  const { privateKey } = await createKeyPairFromBytes(keypair.secretKey);
  const connection = new Connection(rpcUrl, 'confirmed');
  return {
    address: keypair.publicKey.toBase58(),
    chain,
    signMessage: async (message) => new Uint8Array(await signBytes(privateKey, message)),
    signTransaction(wire) {
      const transaction = Transaction.from(wire);
      transaction.partialSign(keypair);
      const signature = transaction.signatures.find(({ publicKey }) => publicKey.equals(keypair.publicKey))?.signature;
      if (!signature) throw new Error('The transaction does not name this account as a signer.');
      return { transaction: new Uint8Array(transaction.serialize({ requireAllSignatures: false })), signature: new Uint8Array(signature) };
    },
    send: (transaction, options) => connection.sendRawTransaction(transaction, options),
  };
}
