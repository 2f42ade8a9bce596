// Sign In With Farcaster's configuration: where the ID registry is read (its chain's RPC), and the
// page a sign-in link opens (the wallet app's). Off without an RPC URL; the local stack passes the
// devnet's registry and RPC (farcasterConfigFromDevnet), production names OP Mainnet's RPC.
import { z } from 'zod';
import { evmAddressSchema } from '../../chain/caip.js';

/** Farcaster's IdRegistry on OP Mainnet (chain id 10): the production registry. */
export const OP_MAINNET_ID_REGISTRY = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b';
export const OP_MAINNET_CHAIN_ID = 10;
/** Where Farcaster's own sign-in links open its wallet app. */
export const FARCASTER_SIGN_IN_URL = 'https://farcaster.xyz/~/siwf';

export interface FarcasterConfig {
  /** A JSON-RPC URL of the registry's chain: without one, Farcaster sign-in is off. */
  rpcUrl: string;
  /** The IdRegistry's address: OP Mainnet's unless set. */
  idRegistry?: string;
  /** The registry's chain: 10 (OP Mainnet) unless set. */
  chainId?: number;
  /** The page a sign-in link opens, the channel's parameters in its query: Farcaster's unless set. */
  signInUrl?: string;
  /**
   * What the person signs in to (SIWF's `uri`; its host is the `domain`): the wallet frame's
   * origin, the first configured frame origin unless set. Never taken from a request's header.
   */
  siweUri?: string;
}

export type ResolvedFarcasterConfig = Required<FarcasterConfig>;

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

/** The variables Farcaster sign-in reads, merged into auth's environment (auth/config.ts). */
export const farcasterEnvShape = {
  LATCH_FARCASTER_RPC_URL: httpUrl.optional(),
  LATCH_FARCASTER_ID_REGISTRY: evmAddressSchema.optional(),
  LATCH_FARCASTER_CHAIN_ID: z.string().trim().regex(/^\d{1,12}$/, 'must be a chain id').transform(Number).optional(),
  LATCH_FARCASTER_SIGN_IN_URL: httpUrl.optional(),
  LATCH_FARCASTER_SIWE_URI: httpUrl.optional(),
};

type FarcasterEnv = { [K in keyof typeof farcasterEnvShape]?: z.output<(typeof farcasterEnvShape)[K]> };

export function farcasterConfigFromEnv(vars: FarcasterEnv): FarcasterConfig | undefined {
  if (vars.LATCH_FARCASTER_RPC_URL === undefined) return undefined;
  return {
    rpcUrl: vars.LATCH_FARCASTER_RPC_URL,
    ...(vars.LATCH_FARCASTER_ID_REGISTRY === undefined ? {} : { idRegistry: vars.LATCH_FARCASTER_ID_REGISTRY }),
    ...(vars.LATCH_FARCASTER_CHAIN_ID === undefined ? {} : { chainId: vars.LATCH_FARCASTER_CHAIN_ID }),
    ...(vars.LATCH_FARCASTER_SIGN_IN_URL === undefined ? {} : { signInUrl: vars.LATCH_FARCASTER_SIGN_IN_URL }),
    ...(vars.LATCH_FARCASTER_SIWE_URI === undefined ? {} : { siweUri: vars.LATCH_FARCASTER_SIWE_URI }),
  };
}

/** The configuration with its defaults; `frameOrigin` (the first configured frame origin) is what the person signs in to unless `siweUri` says. */
export function resolveFarcasterConfig(config: FarcasterConfig | undefined, frameOrigin: string | undefined): ResolvedFarcasterConfig | undefined {
  if (!config) return undefined;
  const siweUri = config.siweUri ?? frameOrigin;
  if (siweUri === undefined) throw new Error('Sign In With Farcaster needs the wallet frame\'s origin: set LATCH_SERVICES_FRAME_ORIGINS or LATCH_FARCASTER_SIWE_URI');
  return { idRegistry: OP_MAINNET_ID_REGISTRY, chainId: OP_MAINNET_CHAIN_ID, signInUrl: FARCASTER_SIGN_IN_URL, ...config, siweUri: new URL(siweUri).origin };
}

/** What farcasterConfigFromDevnet reads of `@latch/devnet`'s running devnet, typed structurally. */
export interface FarcasterDevnetLike {
  rpcUrl: string;
  chainId: number;
  idRegistry: string;
}

/** The devnet's registry and RPC; `signInUrl`: the sample wallet's page, which stands in for Farcaster's app. */
export function farcasterConfigFromDevnet(devnet: FarcasterDevnetLike, options: { signInUrl?: string } = {}): FarcasterConfig {
  return { rpcUrl: devnet.rpcUrl, idRegistry: devnet.idRegistry, chainId: devnet.chainId, ...options };
}
