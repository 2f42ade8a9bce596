import { createPrivateKey, sign } from 'node:crypto';
import { Connection, Keypair, Transaction } from '@solana/web3.js';
import bs58 from 'bs58';
import * as z from 'zod';
import { RpcError } from '../rpc.js';
import { ED25519_PKCS8_PREFIX } from './keys.js';

const base64 = z.base64();
const connectParams = z.object({ silent: z.boolean().optional() }).optional();
const signMessageParams = z.object({ message: base64 });
const signTransactionParams = z.object({ transaction: base64 });
const signAndSendParams = z.object({
  transaction: base64,
  options: z.object({ skipPreflight: z.boolean().optional(), preflightCommitment: z.enum(['processed', 'confirmed', 'finalized']).optional(), maxRetries: z.number().int().nonnegative().optional(), minContextSlot: z.number().int().nonnegative().optional() }).optional(),
});

export interface SolanaWalletRequest {
  /** A Wallet Standard feature: standard:connect, standard:disconnect, solana:signMessage, solana:signTransaction, solana:signAndSendTransaction. */
  method: string;
  /** The feature's input, its bytes in base64. */
  params?: unknown;
}

const bytesOf = (value: string) => Buffer.from(value, 'base64');
const base64Of = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/**
 * A real Solana wallet for the local chain: it signs with a dev keypair in this process and sends to
 * the chain's RPC. The browser test wallet speaks Wallet Standard in the page and forwards each feature
 * call here, with bytes in base64. Legacy transactions only (what the adapter builds). It never ships
 * to a dApp.
 */
export function createSolanaWallet({ rpcUrl, secretKey }: { rpcUrl: string; secretKey: Uint8Array }) {
  const keypair = Keypair.fromSecretKey(secretKey);
  const signingKey = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, keypair.secretKey.subarray(0, 32)]), format: 'der', type: 'pkcs8' });
  const connection = new Connection(rpcUrl, 'confirmed');
  const account = { address: keypair.publicKey.toBase58(), publicKey: base64Of(keypair.publicKey.toBytes()) };
  let connected = false;
  /** A test can make the next approval-needing request fail as if the person said no. */
  let rejectNext = false;

  const approve = () => {
    if (rejectNext) {
      rejectNext = false;
      throw new RpcError(4001, 'User rejected the request.');
    }
  };
  const signed = (transaction: string) => {
    const parsed = Transaction.from(bytesOf(transaction));
    parsed.partialSign(keypair);
    return parsed.serialize({ requireAllSignatures: false });
  };

  async function request({ method, params }: SolanaWalletRequest): Promise<unknown> {
    switch (method) {
      case 'standard:connect': {
        // A silent connect (a restore after a reload) grants what was granted before, and asks nothing.
        if (!connectParams.parse(params)?.silent) {
          approve();
          connected = true;
        }
        return { accounts: connected ? [account] : [] };
      }
      case 'standard:disconnect':
        connected = false;
        return null;
      case 'solana:signMessage': {
        const { message } = signMessageParams.parse(params);
        approve();
        return { signature: base64Of(sign(null, bytesOf(message), signingKey)) };
      }
      case 'solana:signTransaction': {
        const { transaction } = signTransactionParams.parse(params);
        approve();
        return { signedTransaction: base64Of(signed(transaction)) };
      }
      case 'solana:signAndSendTransaction': {
        const { transaction, options } = signAndSendParams.parse(params);
        approve();
        const signature = await connection.sendRawTransaction(signed(transaction), options);
        return { signature: base64Of(bs58.decode(signature)) };
      }
      default:
        throw new RpcError(4200, `The Solana dev wallet does not support ${method}.`);
    }
  }

  return {
    address: account.address,
    request,
    rejectNextRequest() {
      rejectNext = true;
    },
  };
}

export type SolanaWallet = ReturnType<typeof createSolanaWallet>;
