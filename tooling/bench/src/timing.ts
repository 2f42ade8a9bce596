export interface Timing {
  runs: number[];
  medianMs: number;
  maxMs: number;
}

/** The upper median for an even count, as the bench has always reported. */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export const summarize = (runs: number[]): Timing => ({ runs, medianMs: median(runs), maxMs: Math.max(...runs) });

export const listRuns = ({ runs }: Timing) => runs.map((ms) => ms.toFixed(0)).join(' ');
