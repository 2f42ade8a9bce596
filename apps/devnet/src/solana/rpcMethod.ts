import type { z } from 'zod';
import type { SolanaChain } from './chain.js';

/** The Agave runtime litesvm 1.5.0 is built on (solana-program-runtime 4.3.0), which getVersion reports. */
export const SOLANA_CORE_VERSION = '4.3.0';

export interface RpcMethod {
  params: z.ZodType;
  run(params: unknown, chain: SolanaChain): unknown;
}

/** A method whose positional params are checked against `params` before `run` sees them. */
export function rpcMethod<Schema extends z.ZodType>(params: Schema, run: (params: z.infer<Schema>, chain: SolanaChain) => unknown): RpcMethod {
  return { params, run: run as RpcMethod['run'] };
}

/** The `{ context, value }` envelope of every read that names the slot it answers at. */
export const withContext = (chain: SolanaChain, value: unknown) => ({ context: { apiVersion: SOLANA_CORE_VERSION, slot: chain.slot }, value });
