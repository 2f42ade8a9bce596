// The dev faucet's configuration: a dev chain's RPC, a funded dev key, and what each new address
// gets. Code-only (ServicesConfig.faucet): the local stack passes faucetConfigFromDevnet(devnet, …).
import { z } from 'zod';
import { evmAddressSchema } from '../chain/caip.js';
import type { DevnetLike } from '../chain/config.js';

const decimalAmount = z.string().regex(/^\d{1,18}(\.\d{1,18})?$/, 'must be a decimal amount such as 10 or 0.5');

const fundedAsset = {
  symbol: z.string().regex(/^[A-Za-z0-9.-]{1,16}$/, 'must be 1 to 16 letters, digits, dots or dashes'),
  decimals: z.number().int().min(0).max(36),
  /** In whole units, e.g. '1000' USDC. */
  amount: decimalAmount,
};

export const faucetConfigSchema = z.strictObject({
  /** CAIP-2 id of the dev chain. */
  chainId: z.string().regex(/^eip155:[1-9]\d{0,9}$/, 'must be a CAIP-2 EIP-155 chain id such as eip155:31337'),
  rpcUrl: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }),
  /** A funded dev key: never a real one. */
  key: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'must be a private key: 0x and 64 hex digits'),
  native: z.strictObject(fundedAsset),
  tokens: z.array(z.strictObject({ address: evmAddressSchema, ...fundedAsset })).max(16).default([]),
});

export interface FaucetAsset {
  symbol: string;
  decimals: number;
  /** Whole units, e.g. '10' ETH. */
  amount: string;
}

export interface FaucetConfig {
  /** CAIP-2 id, e.g. `eip155:31337`. */
  chainId: string;
  rpcUrl: string;
  /** A funded dev key the faucet pays from. */
  key: string;
  native: FaucetAsset;
  tokens?: (FaucetAsset & { address: string })[];
}

// The schema and the interface must describe the same thing.
const _sameShape: z.ZodType<Required<Pick<FaucetConfig, 'tokens'>> & FaucetConfig, FaucetConfig> = faucetConfigSchema;

export const DEFAULT_FAUCET_NATIVE_AMOUNT = '10';
export const DEFAULT_FAUCET_TOKEN_AMOUNT = '1000';

/**
 * The faucet of a running devnet: `nativeAmount` ETH (10) and `tokenAmount` (1000) of each dev
 * token (USDC, DAI) per new address, paid from `key` (e.g. the devnet's liquidity provider).
 */
export function faucetConfigFromDevnet(
  devnet: Pick<DevnetLike, 'rpcUrl' | 'chainId' | 'tokens'>,
  { key, nativeAmount = DEFAULT_FAUCET_NATIVE_AMOUNT, tokenAmount = DEFAULT_FAUCET_TOKEN_AMOUNT }: { key: string; nativeAmount?: string; tokenAmount?: string },
): FaucetConfig {
  return faucetConfigSchema.parse({
    chainId: `eip155:${devnet.chainId}`,
    rpcUrl: devnet.rpcUrl,
    key,
    native: { symbol: 'ETH', decimals: 18, amount: nativeAmount },
    tokens: Object.values(devnet.tokens).map(({ address, symbol, decimals }) => ({ address, symbol, decimals, amount: tokenAmount })),
  });
}
