// The load part of `pnpm bench`: the Wallet API listing and the Blockchain API balance on eip155 and
// on solana, each under open-loop load against real services over a real devnet and Solana chain.
import { balanceResponseSchema, walletsResponseSchema } from '@latch/core/api';
import { BUDGETS } from './budgets.js';
import { loadEndpoint, type Endpoint, type LoadOptions, type LoadResult } from './load.js';
import type { Row } from './rows.js';
import { startServices, type RunningServices } from './services.js';

// The dev project and an origin on its allowlist: what the demo sends.
const CALL = { projectId: 'latch-demo', st: 'latch', sv: '4' };
const HEADERS = { origin: 'http://localhost:5173' };

function urlOf(base: string, path: string, query: Record<string, string>): string {
  const url = new URL(path, base);
  for (const [key, value] of Object.entries({ ...CALL, ...query })) url.searchParams.set(key, value);
  return url.toString();
}

// Besides the schema, an answer must not be empty: an empty list would measure next to nothing.
function endpoints({ url, chainId, account, solanaChainId, solanaAccount }: RunningServices): Endpoint[] {
  return [
    {
      name: '/getWallets',
      url: urlOf(url, '/getWallets', { page: '1', entries: '40' }),
      headers: HEADERS,
      accepts: (body) => (walletsResponseSchema.safeParse(body).data?.data.length ?? 0) > 0,
    },
    {
      name: '/v1/account/{address}/balance',
      url: urlOf(url, `/v1/account/${account}/balance`, { currency: 'usd', chainId }),
      headers: HEADERS,
      accepts: (body) => (balanceResponseSchema.safeParse(body).data?.balances.length ?? 0) > 1,
    },
    {
      // SOL and devnet USDC, read from the chain's RPC at each request.
      name: '/v1/account/{solana address}/balance',
      url: urlOf(url, `/v1/account/${solanaAccount}/balance`, { currency: 'usd', chainId: solanaChainId }),
      headers: HEADERS,
      accepts: (body) => (balanceResponseSchema.safeParse(body).data?.balances.length ?? 0) > 1,
    },
  ];
}

/** Starts a devnet, the Solana chain and the services, loads each endpoint in turn, and stops both. */
export async function measureServicesLoad(options: LoadOptions): Promise<LoadResult[]> {
  const services = await startServices();
  try {
    const results: LoadResult[] = [];
    for (const endpoint of endpoints(services)) results.push(await loadEndpoint(endpoint, options));
    return results;
  } finally {
    await services.stop();
  }
}

const ms = (value: number) => `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`;

export function describeLoad(result: LoadResult): string {
  const { endpoint, requests, rate, achievedRate, p50Ms, p99Ms, maxMs, errors, firstError } = result;
  const line = `  load ${endpoint}: ${requests} requests at ${rate}/s (achieved ${achievedRate.toFixed(1)}/s), p50 ${ms(p50Ms)}, p99 ${ms(p99Ms)}, max ${ms(maxMs)}, ${errors} errors`;
  return firstError === undefined ? line : `${line}; first: ${firstError}`;
}

export function loadRow(result: LoadResult): Row {
  return {
    what: `load ${result.endpoint}, p99 at ${result.rate}/s`,
    value: `${ms(result.p99Ms)}, ${result.errors} errors`,
    budget: `${BUDGETS.loadP99Ms} ms, ${BUDGETS.loadErrors} errors`,
    ok: result.p99Ms <= BUDGETS.loadP99Ms && result.errors <= BUDGETS.loadErrors,
  };
}
