// The load part of `pnpm bench`: the Wallet API listing, the Blockchain API balance on eip155 and on
// solana, analytics events and the email-code start, each under open-loop load in turn (one route
// at a time, each at the full rate), then all five at once at a combined rate, against real
// services as deployed (one worker per core) over a real PostgreSQL, devnet and Solana chain.
// Afterwards every write the services accepted is looked for in the database.
import { balanceResponseSchema, walletsResponseSchema } from '@latch/core/api';
import { DEFAULT_FRAME_ORIGINS, openDb } from '@latch/services';
import { BUDGETS } from './budgets.js';
import { loadEndpoint, loadTogether, readEndpoint, type Endpoint, type LoadOptions, type LoadResult } from './load.js';
import { chainCallMetrics, describeChainCalls, describeSideBySide, poolRefusals, routeMetrics, scrapeMetrics, sideBySideRow, type ChainCallMetrics, type MetricsScrape, type RouteMetrics } from './metricsSideBySide.js';
import { describeDbTimes } from './dbTiming.js';
import { describeMachine, machineStretch, type MachineStats } from './machineStats.js';
import { describeStats, recordProcessStats, type ProcessStats } from './processStats.js';
import { describeScans, scanStretch, type TableScans } from './tableScans.js';
import type { Row } from './rows.js';
import { startServices, type RunningServices } from './services.js';
import { callUrl, countStored, createProjects, newRun, projectsNeeded, writeEndpoints, type Accepted, type WritesLost } from './writeLoad.js';

// The dev project and an origin on its allowlist: what the demo sends; the email start comes from the wallet frame's.
const CALL = { projectId: 'latch-demo', st: 'latch', sv: '4' };
const ORIGIN = 'http://localhost:5173';
const HEADERS = { origin: ORIGIN };
const FRAME_ORIGIN = DEFAULT_FRAME_ORIGINS[0];

const urlOf = (base: string, path: string, query: Record<string, string>) => callUrl(base, path, { ...CALL, ...query });

/** Both balance reads, eip155 and solana, are one route to the services (and in their metrics). */
const BALANCE_ROUTE = '/v1/account/:address/balance';

/** A stretch that never started: the load failed before its counted part. */
const noScans = async (): Promise<TableScans | undefined> => undefined;

const balances = (body: unknown) => balanceResponseSchema.safeParse(body).data?.balances.length ?? 0;

// Besides the schema, an answer must not be empty: an empty list would measure next to nothing.
// Each with whether it reads the Solana chain.
function readEndpoints({ url, chainId, account, solanaChainId, solanaAccount }: RunningServices): [Endpoint, boolean][] {
  return [
    [readEndpoint('/getWallets', '/getWallets', urlOf(url, '/getWallets', { page: '1', entries: '40' }), HEADERS, (body) => (walletsResponseSchema.safeParse(body).data?.data.length ?? 0) > 0), false],
    [readEndpoint('/v1/account/{address}/balance', BALANCE_ROUTE, urlOf(url, `/v1/account/${account}/balance`, { currency: 'usd', chainId }), HEADERS, (body) => balances(body) > 1), false],
    // SOL and devnet USDC, read from the chain's RPC at each request.
    [readEndpoint('/v1/account/{solana address}/balance', BALANCE_ROUTE, urlOf(url, `/v1/account/${solanaAccount}/balance`, { currency: 'usd', chainId: solanaChainId }), HEADERS, (body) => balances(body) > 1), true],
  ];
}

/** A route's load, with the figures of the services' process and of the generator's over its counted part. */
export interface RouteLoad extends LoadResult {
  services: ProcessStats;
  generator: ProcessStats;
  /** The Solana chain's process, on the route that reads it. */
  solana?: ProcessStats;
  machine: MachineStats | undefined;
  /** Rows PostgreSQL read by sequential scans (tableScans.ts). */
  scans: TableScans | undefined;
}

/** Every route at once: each route's figures, the processes' over the whole, and its own writes. */
export interface CombinedLoad extends Omit<RouteLoad, keyof LoadResult> {
  routes: LoadResult[];
  events: WritesLost;
  codes: WritesLost;
  /** The services' own figures per route, from their metrics endpoint (metricsSideBySide.ts). */
  metrics: RouteMetrics[];
  /** Requests their busy database pool refused, by the same endpoint. */
  refusedByPool: number;
  /** Their calls to each chain's node over the run, by the same endpoint. */
  chainCalls: ChainCallMetrics[];
}

export interface ServicesLoad {
  workers: number;
  reads: RouteLoad[];
  writes: RouteLoad[];
  /** The accepted writes, and how many of them the database holds. */
  events: WritesLost;
  codes: WritesLost;
  combined: CombinedLoad;
}

/** Starts PostgreSQL, a devnet, the Solana chain and the services (`workers` processes), loads each endpoint in turn and then all at once, counts the stored writes, and stops them all. */
export async function measureServicesLoad(options: LoadOptions, workers: number): Promise<ServicesLoad> {
  const services = await startServices(workers);
  const db = await openDb({ kind: 'postgres', url: services.databaseUrl });
  const generator = recordProcessStats();
  try {
    const run = newRun();
    const projects = projectsNeeded(options.rate);
    const target = { url: services.url, call: CALL, headers: HEADERS, frameOrigin: FRAME_ORIGIN };
    await createProjects(db, run, projects, [ORIGIN, FRAME_ORIGIN]);
    const accepted: Accepted = { events: [], codes: [] };
    // One route at a time: each gets the whole machine at its 500/s.
    const measure = async (endpoint: Endpoint, solana = false): Promise<RouteLoad> => {
      let machine = machineStretch();
      let scans = noScans;
      const result = await loadEndpoint(endpoint, options, async () => {
        generator.take();
        await Promise.all([services.stats(), services.solanaStats()]);
        machine = machineStretch();
        scans = await scanStretch(db);
      });
      const figures = { machine: machine(), scans: await scans(), services: await services.stats(), generator: generator.take() };
      return { ...result, ...figures, ...(solana ? { solana: await services.solanaStats() } : {}) };
    };
    const reads: RouteLoad[] = [];
    for (const [endpoint, solana] of readEndpoints(services)) reads.push(await measure(endpoint, solana));
    const writes: RouteLoad[] = [];
    for (const endpoint of writeEndpoints(target, run, projects, accepted)) writes.push(await measure(endpoint));
    const stored = await countStored(db, accepted);
    // All at once, over projects and emails of a run of its own, so that none was used above.
    const together = newRun();
    await createProjects(db, together, projects, [ORIGIN, FRAME_ORIGIN]);
    const acceptedTogether: Accepted = { events: [], codes: [] };
    const all = [...readEndpoints(services).map(([endpoint]) => endpoint), ...writeEndpoints(target, together, projects, acceptedTogether)];
    let machine = machineStretch();
    let scans = noScans;
    let metricsBefore: MetricsScrape = [];
    const routes = await loadTogether(all, options, async () => {
      generator.take();
      await Promise.all([services.stats(), services.solanaStats()]);
      metricsBefore = await scrapeMetrics(services.metricsUrl);
      machine = machineStretch();
      scans = await scanStretch(db);
    });
    const metricsAfter = await scrapeMetrics(services.metricsUrl);
    const combined: CombinedLoad = {
      routes,
      machine: machine(),
      scans: await scans(),
      services: await services.stats(),
      generator: generator.take(),
      solana: await services.solanaStats(),
      metrics: routeMetrics(metricsBefore, metricsAfter, routes),
      refusedByPool: poolRefusals(metricsBefore, metricsAfter),
      chainCalls: chainCallMetrics(metricsBefore, metricsAfter),
      ...(await countStored(db, acceptedTogether)),
    };
    return { workers: services.workers, reads, writes, ...stored, combined };
  } finally {
    generator.stop();
    await db.close();
    await services.stop();
  }
}

const ms = (value: number) => `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`;

/** The seconds of the load that sent the slowest 1 %, the most first: a tail in one stretch (a route's first seconds, a pause) or spread over the run. */
function describeSlowest(slowestBySecond: readonly number[]): string {
  const seconds = slowestBySecond.map((count, second) => ({ count, second })).filter(({ count }) => count > 0);
  const total = seconds.reduce((sum, { count }) => sum + count, 0);
  const most = seconds.sort((a, b) => b.count - a.count || a.second - b.second).slice(0, 5);
  return `the slowest 1 % (${total}) were sent in ${seconds.length} of its ${slowestBySecond.length} s; the most in second ${most.map(({ second, count }) => `${second} (${count})`).join(', ')}`;
}

const describeResult = ({ endpoint, requests, rate, achievedRate, p50Ms, p99Ms, maxMs, errors, refused, firstError, slowestBySecond }: LoadResult, indent = '  ') => {
  const line = `${indent}load ${endpoint}: ${requests} requests at ${rate}/s (achieved ${achievedRate.toFixed(1)}/s), p50 ${ms(p50Ms)}, p99 ${ms(p99Ms)}, max ${ms(maxMs)}, ${errors} errors (${refused} refused 503)`;
  return `${firstError === undefined ? line : `${line}; first: ${firstError}`}\n${indent}  ${describeSlowest(slowestBySecond)}`;
};

/** The processes' figures over a run of `requests` (the services' are their workers' summed, processStats.ts). */
function describeProcesses(result: Omit<RouteLoad, keyof LoadResult>, durationS: number, requests: number): string[] {
  return [
    `    ${describeStats('services processes', result.services, durationS)}`,
    ...(result.services.db ? [`    ${describeDbTimes(result.services.db)}`] : []),
    ...(result.scans ? [`    ${describeScans(result.scans, requests)}`] : []),
    `    ${describeStats('load generator', result.generator, durationS)}`,
    ...(result.solana ? [`    ${describeStats('Solana chain process', result.solana, durationS)}`] : []),
    ...(result.machine ? [`    ${describeMachine(result.machine)}`] : []),
  ];
}

export function describeLoad(result: RouteLoad, durationS: number): string {
  return [describeResult(result), ...describeProcesses(result, durationS, result.requests)].join('\n');
}

export function describeCombined({ combinedRate, durationS }: LoadOptions, combined: CombinedLoad): string {
  return [
    `  load, all ${combined.routes.length} routes at once, ${combinedRate}/s in all for ${durationS} s:`,
    ...combined.routes.map((result) => describeResult(result, '    ')),
    ...describeSideBySide(combined.routes, combined.metrics, combined.refusedByPool),
    ...describeChainCalls(combined.chainCalls),
    ...describeProcesses(combined, durationS, combined.routes.reduce((sum, route) => sum + route.requests, 0)),
    `  ${describeStored(combined)}`,
  ].join('\n');
}

export function describeStored({ events, codes }: Pick<ServicesLoad, 'events' | 'codes'>): string {
  return `  stored afterwards: ${events.stored} of ${events.accepted} accepted analytics events, a code or device link for ${codes.stored} of ${codes.accepted} accepted email starts (PostgreSQL)`;
}

function loadRow(result: LoadResult, p99BudgetMs: number, together = false): Row {
  return {
    what: `load ${result.endpoint}, p50/p99 at ${result.rate}/s${together ? ', all at once' : ''}`,
    value: `${ms(result.p50Ms)}/${ms(result.p99Ms)}, ${result.errors} errors (${result.refused} refused 503)`,
    budget: `p99 ${p99BudgetMs} ms, ${BUDGETS.loadErrors} errors`,
    ok: result.p99Ms <= p99BudgetMs && result.errors <= BUDGETS.loadErrors,
  };
}

const lostOf = ({ events, codes }: Pick<ServicesLoad, 'events' | 'codes'>) => events.accepted - events.stored + (codes.accepted - codes.stored);

export function servicesLoadRows(load: ServicesLoad): Row[] {
  const [lost, lostTogether] = [lostOf(load), lostOf(load.combined)];
  const budgetOf = (result: LoadResult) => (load.writes.some((write) => write.endpoint === result.endpoint) ? BUDGETS.loadWriteP99Ms : BUDGETS.loadReadP99Ms);
  return [
    ...load.reads.map((result) => loadRow(result, BUDGETS.loadReadP99Ms)),
    ...load.writes.map((result) => loadRow(result, BUDGETS.loadWriteP99Ms)),
    { what: 'writes lost (accepted analytics events and email starts not stored)', value: String(lost), budget: '0', ok: lost === 0 },
    ...load.combined.routes.map((result) => loadRow(result, budgetOf(result), true)),
    { what: 'writes lost, all routes at once', value: String(lostTogether), budget: '0', ok: lostTogether === 0 },
    sideBySideRow(load.combined.routes, load.combined.metrics),
  ];
}
