import bs58 from 'bs58';
import type { SolanaWallet } from '../connectors/types.js';
import { askWallet } from './errors.js';

/** The UTF-8 of `message` signed by `address` (ed25519), as Solana writes signatures: base58. A refusal is "Signature declined". */
export async function signSolanaMessage(wallet: SolanaWallet, message: string, address: string): Promise<string> {
  const signature = await askWallet(() => wallet.signMessage(address, new TextEncoder().encode(message)));
  return bs58.encode(signature);
}
