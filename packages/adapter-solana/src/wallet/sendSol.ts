import { LatchError, LatchMessages, type CaipNetwork } from '@latch/core';
import { solanaSendOptionsSchema } from '@latch/frame';
import bs58 from 'bs58';
import { walletChainsFor } from '../chains.js';
import type { SolanaWallet } from '../connectors/types.js';
import { loadWeb3, type Web3 } from '../loadWeb3.js';
import type { ChainReads } from '../rpc/chainReads.js';
import { solanaPublicKey } from './address.js';
import { askWallet } from './errors.js';

export interface SolSend {
  from: string;
  to: string;
  /** Lamports. */
  value: bigint;
  /** An SPL token mint: not sent by this adapter (SPEC 4: native on solana). */
  token?: string;
  network: CaipNetwork;
}

/** Sign-and-send options (SPEC 5), validated where the adapter takes them by the frame protocol's schema, which refuses a misspelt one. */
export type SendOptions = { skipPreflight?: boolean; preflightCommitment?: string; maxRetries?: number; minContextSlot?: number };

/**
 * The chain to name to the wallet for `network`: the spelling it lists, when it lists one, so a
 * wallet that sends by itself sends to this network. Undefined when it lists none of them.
 */
function chainForWallet(wallet: SolanaWallet, network: CaipNetwork): string | undefined {
  return walletChainsFor(network).find((chain) => wallet.chains.includes(chain));
}

/** What goes to the chain must be the transfer the person was shown, whatever else the wallet may have signed. */
function signsSameMessage(web3: Web3, signed: Uint8Array, message: Buffer): boolean {
  try {
    return web3.Transaction.from(signed).serializeMessage().equals(message);
  } catch {
    return false;
  }
}

/**
 * Sends `value` lamports with a SystemProgram transfer on a recent blockhash. A wallet that serves this
 * network signs and sends; otherwise (or when it cannot send) it signs and the adapter sends through
 * the network's RPC. Resolves with the signature (base58) once the transaction is confirmed.
 */
export async function sendSol(wallet: SolanaWallet, reads: ChainReads, { from, to, value, token, network }: SolSend, sendOptions: SendOptions = {}): Promise<string> {
  if (token) throw new LatchError(LatchMessages.onlyNative('SOL', 'Solana'));
  const options = solanaSendOptionsSchema.parse(sendOptions);
  const web3 = await loadWeb3();
  const receiver = solanaPublicKey(web3, to);
  const payer = solanaPublicKey(web3, from);
  const recent = await reads.recentBlockhash(network);
  const transaction = new web3.Transaction({ feePayer: payer, ...recent }).add(web3.SystemProgram.transfer({ fromPubkey: payer, toPubkey: receiver, lamports: value }));
  const unsigned = transaction.serialize({ requireAllSignatures: false, verifySignatures: false });

  const walletChain = chainForWallet(wallet, network);
  let signature: string;
  if (wallet.signAndSendTransaction && (walletChain || !wallet.signTransaction)) {
    const { signAndSendTransaction } = wallet;
    const chain = walletChain ?? network.caipNetworkId;
    signature = bs58.encode(await askWallet(() => signAndSendTransaction({ address: from, transaction: unsigned, chain, options })));
  } else {
    const { signTransaction } = wallet;
    const signed = await askWallet(() => signTransaction!({ address: from, transaction: unsigned, chain: walletChain ?? network.caipNetworkId }));
    if (!signsSameMessage(web3, signed, transaction.serializeMessage())) throw new LatchError(LatchMessages.walletInvalidSignature);
    signature = await reads.sendRaw(network, signed, options);
  }
  await reads.confirm(network, signature, recent);
  return signature;
}
