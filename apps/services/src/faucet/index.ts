// POST /dev/faucet { address }: funds a new embedded-wallet address on the dev chain, once, so the
// demo is usable at once. Served only when a faucet is configured, and only in the local world.
import { Hono } from 'hono';
import { getAddress } from 'ethers';
import { z } from 'zod';
import { isLocalWorld } from '../config.js';
import type { AppEnv } from '../http/env.js';
import { limitWrites, type WriteLimits } from '../http/rateLimit.js';
import { parseJsonBody } from '../http/validate.js';
import type { ServiceModule } from '../modules.js';
import { faucetConfigSchema } from './config.js';
import { Faucet } from './faucet.js';

export const faucetRequestSchema = z.strictObject({
  address: z
    .string()
    .trim()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address: 0x and 40 hex digits')
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

/** Each new embedded account asks once; a few an hour covers a person trying the demo, and the suites' runs. */
export const FAUCET_LIMITS: WriteLimits = { area: 'faucet', perClient: { max: 30, windowMs: 3600_000 }, perProject: { max: 300, windowMs: 3600_000 } };

export const faucetModule: ServiceModule = {
  name: 'faucet',
  async start(_db, config) {
    if (!config.faucet || !isLocalWorld(config.host)) return {};
    const faucet = new Faucet(faucetConfigSchema.parse(config.faucet), Date.now);
    const routes = new Hono<AppEnv>();
    routes.post('/dev/faucet', limitWrites(FAUCET_LIMITS), async (c) => {
      const { address } = await parseJsonBody(c, faucetRequestSchema);
      return c.json(await faucet.fund(c.get('db'), address));
    });
    return {
      routes,
      summary: `Dev faucet on ${faucet.chainId}: POST /dev/faucet funds a new address once`,
      stop: async () => faucet.destroy(),
    };
  },
};

export { DEFAULT_FAUCET_NATIVE_AMOUNT, DEFAULT_FAUCET_TOKEN_AMOUNT, faucetConfigFromDevnet, faucetConfigSchema, type FaucetAsset, type FaucetConfig } from './config.js';
export { FAUCET_MESSAGES, type FaucetTransfer, type Funding } from './faucet.js';
export { faucetMigrations } from './migrations.js';
