// The page's settings: the project from its own URL (`?projectId=…&v=…`, as @latch/frame's client
// builds it), the services and the devnet RPC from what the build baked in. Checked with zod.
import { EVM_ADDRESS, SOLANA_ADDRESS } from '@latch/core/api';
import * as z from 'zod/mini';
import type { SmartAccountContracts } from './networks.js';

export interface FramePageConfig {
  projectId: string;
  /** The protocol version the app asked for (`v`), if any. */
  version: string | undefined;
  servicesUrl: string;
  rpcUrl: string;
  /** The local Solana chain's RPC, and its genesis hash (CAIP-2 reference). */
  solanaRpcUrl: string;
  solanaGenesisHash: string;
  /** The devnet's ERC-4337 EntryPoint, account factories and bundler; without them the account is an EOA. */
  smartAccount?: SmartAccountContracts;
  /** The services run on this machine (the local world): only there does a new account ask the dev faucet for funds. */
  localWorld: boolean;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

const httpUrl = z.string().check(
  z.refine((value) => {
    if (!URL.canParse(value)) return false;
    const { protocol, username, password } = new URL(value);
    return (protocol === 'http:' || protocol === 'https:') && !username && !password;
  }, 'must be an http:// or https:// URL'),
);

const address = z.string().check(z.regex(EVM_ADDRESS, 'must be an address'));
const smartAccountSchema = z.optional(z.object({ entryPoint: address, accountFactory: address, sessionAccountFactory: address, bundlerUrl: httpUrl }));

const schema = z.object({
  projectId: z.string().check(z.regex(/^[A-Za-z0-9._-]{1,128}$/, 'must be 1 to 128 letters, digits, dots, dashes or underscores')),
  v: z.optional(z.string().check(z.maxLength(32, 'must be at most 32 characters'))),
  services: httpUrl,
  rpc: httpUrl,
  solanaRpc: httpUrl,
  /** 32 bytes in base58, written as a Solana address is. */
  solanaGenesisHash: z.string().check(z.regex(SOLANA_ADDRESS, 'must be a base58 genesis hash')),
  smartAccount: smartAccountSchema,
});

/** Throws one readable error naming every bad setting. */
export function readPageConfig(
  search: string,
  defaults: { servicesUrl: string; rpcUrl: string; solanaRpcUrl: string; solanaGenesisHash: string; smartAccount?: SmartAccountContracts },
): FramePageConfig {
  const query = new URLSearchParams(search);
  const parsed = schema.safeParse({
    projectId: query.get('projectId') ?? '',
    v: query.get('v') ?? undefined,
    services: defaults.servicesUrl,
    rpc: defaults.rpcUrl,
    solanaRpc: defaults.solanaRpcUrl,
    solanaGenesisHash: defaults.solanaGenesisHash,
    smartAccount: defaults.smartAccount,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`The wallet frame's settings are not valid: ${problems.join('; ')}.`);
  }
  const { projectId, v, services, rpc, solanaRpc, solanaGenesisHash, smartAccount } = parsed.data;
  return {
    projectId,
    version: v,
    servicesUrl: services.replace(/\/+$/, ''),
    rpcUrl: rpc,
    solanaRpcUrl: solanaRpc,
    solanaGenesisHash,
    ...(smartAccount ? { smartAccount } : {}),
    localWorld: LOOPBACK_HOSTS.has(new URL(services).hostname),
  };
}
