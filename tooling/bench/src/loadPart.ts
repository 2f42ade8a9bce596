// The load part of `pnpm bench` in a process of its own (run.ts forks it), so that the load
// generator's heap holds nothing of the parts run before it. In one process with the browser
// parts, the generator's garbage collection paused it for up to 79 ms in the middle of the email
// start's load, and those pauses counted as the start's latency (p99 146 ms against 31-50 ms
// run alone). Its rows go back to run.ts as its one message; its lines go to the same output.
import type { LoadOptions } from './load.js';
import type { Row } from './rows.js';
import { describeCombined, describeLoad, describeStored, measureServicesLoad, servicesLoadRows } from './servicesLoad.js';

/** What run.ts hands the part: the load's options and the services' worker count. */
export interface LoadPartInput {
  options: LoadOptions;
  workers: number;
}

/** What the part answers: its rows, or why it could not measure. */
export type LoadPartMessage = { rows: Row[] } | { error: string };

async function loadRows({ options, workers }: LoadPartInput): Promise<Row[]> {
  const load = await measureServicesLoad(options, workers);
  console.log(`  load: the services as deployed, ${load.workers} worker${load.workers === 1 ? '' : 's'} over PostgreSQL; one route at a time, each at ${options.rate}/s for ${options.durationS} s after ${options.warmupS} s of warmup`);
  for (const result of [...load.reads, ...load.writes]) console.log(describeLoad(result, options.durationS));
  console.log(describeStored(load));
  console.log(describeCombined(options, load.combined));
  return servicesLoadRows(load);
}

const answer = (message: LoadPartMessage) => new Promise<void>((resolve) => process.send!(message, () => resolve()));

try {
  await answer({ rows: await loadRows(JSON.parse(process.argv[2]!) as LoadPartInput) });
} catch (error) {
  await answer({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
process.disconnect();
