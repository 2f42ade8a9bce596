// The rehearsal of mainnet as the stack starts it: real chains on free ports, and the services
// reading them from the chains file rehearsalChainsFile writes, as they would read Ethereum, Base
// and Solana mainnet from an operator's file.
import { BASE_ADDRESSES, ENS_REGISTRY_ADDRESS, MAINNET_REHEARSAL_NAME, resolvePorts, SOLANA_MAINNET_SOL_USDC_POOL, SOLANA_MAINNET_USDC } from '@latch/devnet';
import { configFromEnv, createServices, frameChainsResponseSchema, LOCAL_WORLD, WORLD_VARIABLE, WRAPPED_SOL_MINT, type Services } from '@latch/services';
import { z } from 'zod';
import { rehearsalChainsFile, startRehearsal, type Rehearsal } from '../src/rehearsal.js';

const FREE = { mainnetRehearsal: 0, baseRehearsal: 0, baseRehearsalBundler: 0, solanaRehearsal: 0 };
const CALL = 'projectId=latch-demo&st=latch&sv=4';

let rehearsal: Rehearsal;
let services: Services;
const stops: (() => Promise<void>)[] = [];
beforeAll(async () => {
  rehearsal = await startRehearsal({ ...resolvePorts({}), ...FREE }, async (_name, run) => {
    const part = await run();
    stops.push(() => part.stop());
    return part;
  });
  const config = configFromEnv({ [WORLD_VARIABLE]: LOCAL_WORLD, LATCH_SERVICES_DATA_DIR: ':memory:' });
  services = await createServices({ ...config, port: 0, metricsPort: null, ...rehearsalChainsFile(rehearsal) });
}, 120_000);
afterAll(async () => {
  await services?.stop();
  for (const stop of stops.reverse()) await stop();
});

const get = async (path: string) => (await fetch(`${services.url}${path}${path.includes('?') ? '&' : '?'}${CALL}`)).json() as Promise<unknown>;

describe('the rehearsal chains file', () => {
  it('names mainnet ids and addresses: Ethereum with ENS, Base with USDC, Uniswap V2 prices and the canonical ERC-4337 contracts, Solana with USDC at its mint', () => {
    const { chains, solanaChains } = rehearsalChainsFile(rehearsal);
    expect(chains.map(({ id, ens, prices }) => ({ id, ens, prices }))).toEqual([
      { id: 'eip155:1', ens: { registry: ENS_REGISTRY_ADDRESS }, prices: undefined },
      { id: 'eip155:8453', ens: undefined, prices: { kind: 'uniswapV2', quote: BASE_ADDRESSES.usdc } },
    ]);
    expect(chains[1]!.dex).toEqual({ router: BASE_ADDRESSES.uniswapV2Router, factory: BASE_ADDRESSES.uniswapV2Factory, weth: BASE_ADDRESSES.weth });
    expect(chains[1]!.smartAccount).toMatchObject({ entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108', accountFactory: '0x13E9ed32155810FDbd067D4522C492D6f68E5944', bundlerUrl: rehearsal.base.bundlerUrl });
    expect(solanaChains).toEqual([expect.objectContaining({ id: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', tokens: [expect.objectContaining({ mint: SOLANA_MAINNET_USDC.mint })] })]);
    const { baseVault, quoteVault } = SOLANA_MAINNET_SOL_USDC_POOL;
    expect(solanaChains[0]!.prices).toEqual({ kind: 'poolVaults', quote: SOLANA_MAINNET_USDC.mint, pools: [{ base: WRAPPED_SOL_MINT, baseVault, quoteVault }] });
  });

  it("prices SOL from Raydium's SOL/USDC vaults on the Solana rehearsal, at the local world's price", async () => {
    const answer = await get(`/v1/account/${rehearsal.solana.caipNetworkId}:${rehearsal.solana.accounts[0]!.address}/balance?currency=usd`);
    const { balances } = z.object({ balances: z.array(z.object({ symbol: z.string(), price: z.number() })) }).parse(answer);
    expect(balances.find(({ symbol }) => symbol === 'SOL')?.price).toBe(rehearsal.solana.solUsdcPool.solUsdPrice);
  });

  it('is what the wallet frame learns from the services', async () => {
    const { chains } = frameChainsResponseSchema.parse(await get(`/v1/chains`));
    expect(chains.map(({ id, name }) => [id, name])).toEqual([
      ['eip155:1', 'Ethereum'],
      ['eip155:8453', 'Base'],
      ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana'],
    ]);
  });

  it("answers dev account 0's ENS name from the Ethereum rehearsal", async () => {
    expect(await get(`/v1/identity/${rehearsal.mainnet.primaryName.address}`)).toEqual({ name: MAINNET_REHEARSAL_NAME, avatar: null });
  });
});
