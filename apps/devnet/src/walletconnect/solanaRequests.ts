import bs58 from 'bs58';
import { z } from 'zod';
import { SOLANA_METHODS, type SolanaMethod } from './namespaces.js';
import type { SolanaSigner } from './solanaSigner.js';
import { invalidParams, rpcError, WALLET_ERRORS, type PreparedRequest } from './walletErrors.js';

const base58 = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]+$/, 'must be base58');
// A legacy transaction is at most 1232 bytes; base64 of that is under 1700 characters.
const transaction = z.base64().max(2_000, 'a transaction is at most 1232 bytes');
const sendOptions = z.object({
  skipPreflight: z.boolean().optional(),
  preflightCommitment: z.enum(['processed', 'confirmed', 'finalized']).optional(),
  maxRetries: z.number().int().nonnegative().optional(),
  minContextSlot: z.number().int().nonnegative().optional(),
});

// WalletConnect's Solana RPC: https://docs.reown.com/advanced/multichain/rpc-reference/solana-rpc
const paramsSchemas = {
  solana_signMessage: z.object({ message: base58.max(20_000), pubkey: base58 }),
  solana_signTransaction: z.object({ transaction, pubkey: base58.optional() }),
  solana_signAndSendTransaction: z.object({ transaction, pubkey: base58.optional(), sendOptions: sendOptions.optional() }),
} satisfies Record<SolanaMethod, z.ZodType>;

const isSolanaMethod = (method: string): method is SolanaMethod => (SOLANA_METHODS as readonly string[]).includes(method);
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/** Checks a Solana request against its schema and the wallet's account; every one signs, so every one waits for approval. Throws an RpcError when it cannot be served. */
export function prepareSolanaRequest(signer: SolanaSigner, chain: string, method: string, params: unknown): PreparedRequest {
  if (chain !== signer.chain) throw rpcError(WALLET_ERRORS.chainDisconnected, chain);
  if (!isSolanaMethod(method)) throw rpcError(WALLET_ERRORS.unsupportedMethod, method);
  const parsed = paramsSchemas[method].safeParse(params);
  if (!parsed.success) throw invalidParams(parsed.error, method);
  const { pubkey } = parsed.data;
  if (pubkey !== undefined && pubkey !== signer.address) throw rpcError(WALLET_ERRORS.unauthorized, pubkey);
  const prepared = (run: () => Promise<unknown>): PreparedRequest => ({ needsApproval: true, run });

  switch (method) {
    case 'solana_signMessage': {
      const { message } = parsed.data as z.infer<(typeof paramsSchemas)['solana_signMessage']>;
      return prepared(async () => ({ signature: bs58.encode(await signer.signMessage(bs58.decode(message))) }));
    }
    case 'solana_signTransaction': {
      const { transaction: wire } = parsed.data as z.infer<(typeof paramsSchemas)['solana_signTransaction']>;
      return prepared(async () => {
        const signed = signer.signTransaction(fromBase64(wire));
        return { signature: bs58.encode(signed.signature), transaction: toBase64(signed.transaction) };
      });
    }
    case 'solana_signAndSendTransaction': {
      const { transaction: wire, sendOptions: options } = parsed.data as z.infer<(typeof paramsSchemas)['solana_signAndSendTransaction']>;
      return prepared(async () => ({ signature: await signer.send(signer.signTransaction(fromBase64(wire)).transaction, options) }));
    }
  }
}
