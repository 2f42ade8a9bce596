// LATCH_SERVICES_CHAINS_FILE: the one list of what a deployment supports. A JSON array of chains,
// EVM (`eip155:…`, config.ts) and Solana (`solana:…`, solanaConfig.ts) side by side, each checked by
// its namespace's schema; the services read balances, prices, swaps and the onramp on these, forward
// the wallet's node calls to them, and the wallet frame serves exactly these (GET /v1/chains).
import { z } from 'zod';
import { idsOnce, parseJsonFile, readJsonFile } from '../jsonFile.js';
import { chainConfigSchema, type ChainConfig } from './config.js';
import { solanaChainConfigSchema, type SolanaChainConfig } from './solanaConfig.js';

const SCHEMAS = { eip155: chainConfigSchema, solana: solanaChainConfigSchema } as const;
const namespaceOf = (entry: unknown) => {
  const id = (entry as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? Object.keys(SCHEMAS).find((namespace) => id.startsWith(`${namespace}:`)) : undefined;
};

type Entry = { namespace: 'eip155'; chain: ChainConfig } | { namespace: 'solana'; chain: SolanaChainConfig };

/** One entry, checked by the schema of the namespace its id names; issues keep their paths. */
const entrySchema = z.unknown().transform((entry, ctx): Entry => {
  const namespace = namespaceOf(entry) as keyof typeof SCHEMAS | undefined;
  if (!namespace) {
    ctx.addIssue({ code: 'custom', path: ['id'], message: 'must be a CAIP-2 chain id of eip155 or solana, such as eip155:8453' });
    return z.NEVER;
  }
  const parsed = SCHEMAS[namespace].safeParse(entry);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  }
  return { namespace, chain: parsed.data } as Entry;
});

export const chainsFileSchema = z
  .array(entrySchema)
  .max(64)
  .superRefine((entries, ctx) => idsOnce(entries.map(({ chain }) => chain), ctx))
  .transform((entries): ChainsFile => ({
    chains: entries.flatMap((entry) => (entry.namespace === 'eip155' ? [entry.chain] : [])),
    solanaChains: entries.flatMap((entry) => (entry.namespace === 'solana' ? [entry.chain] : [])),
  }));

/** The chains of a file, by namespace, in the file's order. */
export interface ChainsFile {
  chains: ChainConfig[];
  solanaChains: SolanaChainConfig[];
}

/** A chains file that cannot be used; the message names the file and every bad field. */
export class ChainsFileError extends Error {
  override readonly name = 'ChainsFileError';
}

const fail = (message: string) => new ChainsFileError(message);

/** Parses the text of a chains file. */
export const parseChains = (text: string, source = 'chains file'): ChainsFile => parseJsonFile(text, chainsFileSchema, source, 'chains file', fail);

/** Reads and parses a chains file. */
export const readChainsFile = (path: string): ChainsFile => readJsonFile(path, chainsFileSchema, 'chains file', fail);
