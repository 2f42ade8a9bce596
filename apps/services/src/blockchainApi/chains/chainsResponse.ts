// GET /v1/chains: what the wallet frame needs to serve each chain of the chains file (its CAIP-2
// id, name, native currency, whether its account is a smart account and at which contracts). No
// upstream URL or key: the frame reaches a chain's node through POST /v1 and its bundler through
// POST /v1/bundler, both with `chainId` and `projectId`. The frame parses this with its own copy of
// the schema (apps/wallet-frame/src/services/chainsSchema.ts), held equal by its wireFacts test.
import { z } from 'zod';
import { evmAddressSchema } from '../../chain/caip.js';
import type { ChainSet } from '../../chain/chains.js';
import type { SmartAccountConfig } from '../../chain/smartAccountConfig.js';
import { SOL, type SolanaChains } from '../account/solanaBalance.js';

const address = evmAddressSchema;

export const frameChainSchema = z.object({
  id: z.string().regex(/^(eip155|solana):[-_a-zA-Z0-9]{1,32}$/),
  name: z.string().min(1),
  nativeCurrency: z.object({ name: z.string().min(1), symbol: z.string().min(1), decimals: z.number().int().nonnegative() }),
  /** Present where the embedded account is an ERC-4337 smart account. */
  smartAccount: z.optional(z.object({ entryPoint: address, accountFactory: address, sessionAccountFactory: address })),
});

export const frameChainsResponseSchema = z.object({ chains: z.array(frameChainSchema) });

export type FrameChainsResponse = z.infer<typeof frameChainsResponseSchema>;

/** The contracts of a chain's smart account; its bundler URL stays with the services. */
const contractsOf = ({ entryPoint, accountFactory, sessionAccountFactory }: SmartAccountConfig) => ({ entryPoint, accountFactory, sessionAccountFactory });

/** Every chain of the file, EVM first, each in the file's order. */
export function frameChains(chains: ChainSet, solanaChains: SolanaChains): FrameChainsResponse {
  const evm = chains.list.map(({ config, id, name, native }) => ({
    id,
    name: config.displayName ?? name,
    nativeCurrency: { name: native.name, symbol: native.symbol, decimals: native.decimals },
    ...(config.smartAccount ? { smartAccount: contractsOf(config.smartAccount) } : {}),
  }));
  const solana = solanaChains.list.map((chain) => ({ id: chain.id, name: chain.displayName ?? chain.name, nativeCurrency: { ...SOL } }));
  return frameChainsResponseSchema.parse({ chains: [...evm, ...solana] });
}
