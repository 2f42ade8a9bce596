// POST /dev/faucet { address }: funds a new embedded-wallet address on the dev chain, once, so the
// demo is usable at once; POST /dev/faucet/solana { address } its Solana address with SOL from the
// local Solana chain's treasury. Served only when a faucet is configured, and only in the local world.
import { EVM_ADDRESS } from '@latch/core/api';
import { Hono } from 'hono';
import { getAddress } from 'ethers';
import { z } from 'zod';
import type { AppEnv } from '../http/env.js';
import { limitWrites, type WriteLimits } from '../http/rateLimit.js';
import { parseJsonBody } from '../http/validate.js';
import type { ServiceModule } from '../modules.js';
import { isSolanaAddress, SOLANA_ADDRESS_RULE } from '../chain/solanaAddress.js';
import { resumeSends } from '../chain/resumeSends.js';
import { faucetConfigSchema } from './config.js';
import { Faucet } from './faucet.js';
import { SolanaFaucet } from './solanaFaucet.js';

export const faucetRequestSchema = z.strictObject({
  address: z
    .string()
    .trim()
    .regex(EVM_ADDRESS, 'must be an address: 0x and 40 hex digits')
    .refine((address) => {
      try {
        getAddress(address);
        return true;
      } catch {
        return false;
      }
    }, 'has a wrong checksum')
    .transform((address) => getAddress(address)),
});

export const solanaFaucetRequestSchema = z.strictObject({
  address: z.string().trim().refine(isSolanaAddress, SOLANA_ADDRESS_RULE),
});

/**
 * Each new embedded account asks twice (its key's address and its smart account's). Everything in
 * the local world comes from 127.0.0.1, so one client is every browser test of a run: the limit
 * covers a suite's few dozen new wallets, and each address is funded once whatever the limit.
 */
export const FAUCET_LIMITS: WriteLimits = { area: 'faucet', perClient: { max: 300, windowMs: 3600_000 }, perProject: { max: 1000, windowMs: 3600_000 } };
/** The same for the Solana address of each new account, counted apart. */
export const SOLANA_FAUCET_LIMITS: WriteLimits = { ...FAUCET_LIMITS, area: 'faucet-solana' };

export const faucetModule: ServiceModule = {
  name: 'faucet',
  async start(db, config) {
    // Outside the local world the start refuses a configured faucet (requireProductionSettings).
    if (!config.faucet || !config.localWorld) return {};
    const faucet = new Faucet(faucetConfigSchema.parse(config.faucet), config.sendResendAfterMs, Date.now);
    const stopResuming = resumeSends(db, config.sendResendAfterMs, [faucet.resumed]);
    const routes = new Hono<AppEnv>();
    routes.post('/dev/faucet', limitWrites(FAUCET_LIMITS), async (c) => {
      const { address } = await parseJsonBody(c, faucetRequestSchema);
      return c.json(await faucet.fund(c.get('db'), address));
    });
    // The local Solana chain whose treasury pays the onramp's SOL pays the faucet's too.
    const solanaChain = config.solanaChains.find((chain) => chain.treasuryKey);
    const solanaFaucet = solanaChain?.treasuryKey ? new SolanaFaucet({ id: solanaChain.id, rpcUrl: solanaChain.rpcUrl, treasuryKey: solanaChain.treasuryKey }) : undefined;
    if (solanaFaucet) {
      routes.post('/dev/faucet/solana', limitWrites(SOLANA_FAUCET_LIMITS), async (c) => {
        const { address } = await parseJsonBody(c, solanaFaucetRequestSchema);
        return c.json(await solanaFaucet.fund(c.get('db'), address));
      });
    }
    return {
      routes,
      summary: `Dev faucet on ${[faucet.chainId, solanaFaucet?.chainId].filter(Boolean).join(' and ')}: POST /dev/faucet${solanaFaucet ? ' and /dev/faucet/solana fund' : ' funds'} a new address once`,
      stop: async () => {
        stopResuming();
        faucet.destroy();
      },
    };
  },
};

export { DEFAULT_FAUCET_NATIVE_AMOUNT, DEFAULT_FAUCET_TOKEN_AMOUNT, faucetConfigFromDevnet, faucetConfigSchema, type FaucetAsset, type FaucetConfig } from './config.js';
export { FAUCET_MESSAGES, type FaucetTransfer, type Funding } from './grants.js';
export { DEFAULT_FAUCET_SOL_AMOUNT } from './solanaFaucet.js';
export { faucetMigrations } from './migrations.js';
