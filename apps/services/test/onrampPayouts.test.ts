// The onramp takes no payment: its checkout only pays from the treasury. Anyone with the public
// project id can start a purchase, so outside the local world nothing is paid: no payment provider
// is built, and the services refuse to start with LATCH_ONRAMP_PAYOUTS=treasury (issue 30, point 8).
import { liquidityProviderAccount } from '@latch/devnet';
import { Wallet } from 'ethers';
import { createCheckout } from '../src/blockchainApi/onramp/store.js';
import { chainConfigFromDevnet, ConfigError, configFromEnv, createServices, ONRAMP_MESSAGES, type Services } from '../src/index.js';
import { CHAIN, useWorld } from './chainHelpers.js';
import { servicesTestDatabase, type TestDatabase } from './database.js';
import { callJson, outsideLocalWorld, PRODUCTION_SECRETS } from './helpers.js';

const world = useWorld();
const deployments: Services[] = [];
const databases: TestDatabase[] = [];
afterEach(async () => {
  await Promise.all(deployments.splice(0).map((services) => services.stop()));
  await Promise.all(databases.splice(0).map((database) => database.drop()));
});

/** Services outside the local world over the world's devnet, whose treasury is configured. */
async function deployment(onrampPayouts?: boolean): Promise<Services> {
  const chain = chainConfigFromDevnet(world().devnet, { treasuryKey: liquidityProviderAccount().privateKey });
  const database = await servicesTestDatabase();
  databases.push(database);
  const services = await outsideLocalWorld(() =>
    createServices({ port: 0, database: database.config, auth: { smtpPort: 0, ...PRODUCTION_SECRETS }, chains: [chain], ...(onrampPayouts === undefined ? {} : { onrampPayouts }) }),
  );
  deployments.push(services);
  return services;
}

const purchaseLink = (services: Services, address: string) =>
  callJson(services.url, 'POST', '/v1/generators/onrampurl', { destinationWallets: [{ address, blockchains: ['devnet'] }], partnerUserId: address, defaultExperience: 'buy', presetCryptoAmount: 50 });
const confirm = (services: Services, id: string) => fetch(`${services.url}/onramp/checkout/${id}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
const usdcOf = (address: string) => world().balanceOf(world().devnet.tokens.usdc.address, address);

describe('onramp payouts outside the local world', () => {
  it('are off unless the operator turns them on: no purchase link, no payment (503), the treasury pays nothing', async () => {
    const services = await deployment();
    const buyer = Wallet.createRandom().address;
    const link = await purchaseLink(services, buyer);
    expect(link.status).toBe(503);
    expect(link.body).toEqual({ message: ONRAMP_MESSAGES.payoutsOff });

    // A link made before (or by hand in the database) is not paid either, and stays open.
    const { id } = await createCheckout(services.db, { projectId: 'latch-demo', chainId: CHAIN, tokenAddress: world().devnet.tokens.usdc.address, destination: buyer, amount: 50_000_000n, fiatAmount: null, fiatCurrency: null });
    const refused = await confirm(services, id);
    expect(refused.status).toBe(503);
    expect(await refused.text()).toContain(ONRAMP_MESSAGES.payoutsOff);
    expect(await usdcOf(buyer)).toBe(0n);
    expect((await fetch(`${services.url}/onramp/checkout/${id}`)).status).toBe(503);
  });

  it('cannot be turned on with no payment provider: the services refuse to start with the treasury setting, and the treasury pays nothing', async () => {
    const treasury = liquidityProviderAccount().address;
    const before = await usdcOf(treasury);
    const refused = deployment(true);
    await expect(refused).rejects.toThrow(ConfigError);
    await expect(refused).rejects.toThrow(/LATCH_ONRAMP_PAYOUTS: .*no payment provider.*LATCH_ENV=local/);
    expect(deployments).toEqual([]);
    expect(await usdcOf(treasury)).toBe(before);
  });

  it('read LATCH_ONRAMP_PAYOUTS as treasury or off, and nothing else', () => {
    expect(configFromEnv({ LATCH_ONRAMP_PAYOUTS: 'treasury' }).onrampPayouts).toBe(true);
    expect(configFromEnv({ LATCH_ONRAMP_PAYOUTS: 'off' }).onrampPayouts).toBe(false);
    expect(configFromEnv({}).onrampPayouts).toBe(false);
    expect(() => configFromEnv({ LATCH_ONRAMP_PAYOUTS: 'yes' })).toThrow(/LATCH_ONRAMP_PAYOUTS: must be treasury \(pay purchases from the treasury keys\) or off/);
  });
});
