// How busy the whole machine was over a stretch (Linux's /proc/stat): on the shared 2 cores, other
// work's CPU time is taken from the services, PostgreSQL and the generator, and it shows in the
// tail as waits for a core that neither process's event loop sees.
import { cpus } from 'node:os';
import { readFileSync } from 'node:fs';

interface CpuTimes {
  busy: number;
  total: number;
}

function cpuTimes(): CpuTimes | undefined {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal: idle and iowait are the idle part.
    const idle = fields[3]! + (fields[4] ?? 0);
    const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
    return { busy: total - idle, total };
  } catch {
    return undefined;
  }
}

export interface MachineStats {
  /** The cores' busy share over the stretch, 0 to 1. */
  busy: number;
  cores: number;
}

/** Starts a stretch; the function it returns ends it (undefined where /proc/stat cannot be read). */
export function machineStretch(): () => MachineStats | undefined {
  const start = cpuTimes();
  return () => {
    const end = cpuTimes();
    if (!start || !end || end.total === start.total) return undefined;
    return { busy: (end.busy - start.busy) / (end.total - start.total), cores: cpus().length };
  };
}

export const describeMachine = ({ busy, cores }: MachineStats) => `machine: ${(busy * 100).toFixed(0)}% of its ${cores} cores busy, everything on it counted`;
