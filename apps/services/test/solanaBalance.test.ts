// /v1/account/{address}/balance for Solana accounts, read from the local Solana chain (litesvm).
import { apiRequest, balanceResponseSchema, supportedChainsResponseSchema } from '@latch/core/api';
import { SOLANA_FUNDED_SOL } from '@latch/devnet';
import { Keypair } from '@solana/web3.js';
import { fetchJson, urlOf } from './helpers.js';
import { useSolanaWorld } from './solanaWorld.js';

const world = useSolanaWorld();
const balances = (account: string, chainId?: string) =>
  apiRequest(world().api, { path: `/v1/account/${account}/balance`, query: { currency: 'usd', chainId }, schema: balanceResponseSchema, empty: { balances: [] } });

describe('/v1/account/{address}/balance on Solana', () => {
  it('answers the SOL and devnet USDC a dev keypair holds, with prices and USD values, for a CAIP-10 account', async () => {
    const { solana } = world();
    const owner = solana.accounts[0]!.address;
    const { balances: list } = await balances(`${solana.caipNetworkId}:${owner}`);
    expect(list.map((b) => b.symbol)).toEqual(['SOL', 'USDC']);
    expect(list[0]).toMatchObject({ name: 'Solana', chainId: solana.caipNetworkId, price: 150, value: SOLANA_FUNDED_SOL * 150, quantity: { decimals: '9', numeric: String(SOLANA_FUNDED_SOL) } });
    expect(list[0]!.address).toBeUndefined();
    expect(list[1]).toMatchObject({ name: solana.usdc.name, address: solana.usdc.mint, price: 1, quantity: { decimals: '6' } });
    expect(Number(list[1]!.quantity.numeric)).toBeGreaterThan(0);
    expect((await fetch(list[1]!.iconUrl)).status).toBe(200);
  });

  it('answers 0 SOL and no token for a fresh key, and nothing for a network it does not serve', async () => {
    const { solana } = world();
    const fresh = Keypair.generate().publicKey.toBase58();
    expect((await balances(fresh, solana.caipNetworkId)).balances).toEqual([expect.objectContaining({ symbol: 'SOL', value: 0, quantity: { decimals: '9', numeric: '0' } })]);
    expect((await balances(fresh, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).balances).toEqual([]);
  });

  it('lists the network among the supported chains', async () => {
    const chains = await apiRequest(world().api, { path: 'v1/supported-chains', schema: supportedChainsResponseSchema, empty: { http: [], ws: [] } });
    expect(chains.http).toContain(world().solana.caipNetworkId);
  });

  it('refuses an address that is not base58 with 400 naming the field', async () => {
    const { solana, services } = world();
    const answer = await fetchJson(urlOf(services.url, `/v1/account/${solana.caipNetworkId}:0OIl${'1'.repeat(36)}/balance`, { chainId: solana.caipNetworkId }));
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toContain('address');
  });
});
