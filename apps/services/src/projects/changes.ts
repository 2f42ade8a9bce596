// How a change of projects is told: to other processes by the NOTIFY of projects' trigger (migration
// 5), on commit; to this process's caches (projectCache.ts) at once, by the write itself.

/** The channel every change of a project NOTIFYs on, with the project's id. */
export const PROJECTS_CHANNEL = 'latch_projects';

let localWrites = 0;

/** Every write of projects in this process calls this once it is done: each cache here reads projects again. */
export function projectsWritten(): void {
  localWrites++;
}

/** How many writes of projects this process has made: a cache keeps what it read only while this stays the same. */
export const projectWritesSoFar = (): number => localWrites;
