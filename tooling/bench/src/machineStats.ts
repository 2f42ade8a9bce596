// How busy the whole machine was over a stretch (Linux's /proc/stat), and which programs kept it
// busy (each process's /proc/<pid>/stat): on the shared 2 cores, other work's CPU time is taken from
// the services, PostgreSQL and the generator, and it shows in the tail as waits for a core that
// neither process's event loop sees.
import { basename } from 'node:path';
import { cpus } from 'node:os';
import { readdirSync, readFileSync } from 'node:fs';

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

/**
 * A program by its command, a kernel thread's without its number and work (kworker/0:2-events), and a
 * node process by its script too (the services, the chain and the bench are all `node`; Node releases
 * that name their threads show the main one as `MainThread`).
 */
function programOf(pid: string, command: string): string {
  if (command !== 'node' && command !== 'MainThread') return command.split('/')[0]!;
  const script = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[1];
  return script ? `node ${basename(script)}` : 'node';
}

/** Each running process's program and CPU time in clock ticks (utime + stime), by pid. */
function processTicks(): Map<string, { program: string; ticks: number }> {
  const processes = new Map<string, { program: string; ticks: number }>();
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const nameEnd = stat.lastIndexOf(')');
      // After the name: state is field 3, utime 14, stime 15.
      const fields = stat.slice(nameEnd + 2).split(' ');
      processes.set(pid, { program: programOf(pid, stat.slice(stat.indexOf('(') + 1, nameEnd)), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // Gone meanwhile.
    }
  }
  return processes;
}

export interface MachineStats {
  /** The cores' busy share over the stretch, 0 to 1. */
  busy: number;
  cores: number;
  /** The programs that used the most CPU over it, as a share of one core, most first (processes gone before its end are not counted). */
  busiest: { program: string; share: number }[];
}

/** The busiest programs shown: enough to name what else had the machine. */
const BUSIEST_SHOWN = 5;

/** Starts a stretch; the function it returns ends it (undefined where /proc/stat cannot be read). */
export function machineStretch(): () => MachineStats | undefined {
  const start = cpuTimes();
  const startTicks = processTicks();
  return () => {
    const end = cpuTimes();
    if (!start || !end || end.total === start.total) return undefined;
    const cores = cpus().length;
    // /proc/stat counts every core's ticks: a core's worth over the stretch is their sum over the cores.
    const coreTicks = (end.total - start.total) / cores;
    const byProgram = new Map<string, number>();
    for (const [pid, { program, ticks }] of processTicks()) byProgram.set(program, (byProgram.get(program) ?? 0) + ticks - (startTicks.get(pid)?.ticks ?? 0));
    const busiest = [...byProgram]
      .map(([program, ticks]) => ({ program, share: ticks / coreTicks }))
      .filter(({ share }) => share > 0)
      .sort((a, b) => b.share - a.share)
      .slice(0, BUSIEST_SHOWN);
    return { busy: (end.busy - start.busy) / (end.total - start.total), cores, busiest };
  };
}

export const describeMachine = ({ busy, cores, busiest }: MachineStats) =>
  `machine: ${(busy * 100).toFixed(0)}% of its ${cores} cores busy, everything on it counted; the busiest programs, in % of a core: ${busiest.map(({ program, share }) => `${program} ${(share * 100).toFixed(0)}`).join(', ')}`;
