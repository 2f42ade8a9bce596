// The project every request checks, kept by each process rather than read at each request. A
// project is the operator's configuration, the same for every user: no one's state is held here.
// A change is heard as changes.ts says: by NOTIFY from any process, and at once from this one. A
// missed notification is bounded by PROJECT_CACHE_TTL_MS, and nothing is kept while the listener
// is not connected (until it is again, notifications may be missing).
import type { Db } from '../db/db.js';
import { projectWritesSoFar, PROJECTS_CHANNEL } from './changes.js';
import { findProject, type Project } from './store.js';

/** A kept project is read again after this even if no notification came: the bound on a missed one. */
export const PROJECT_CACHE_TTL_MS = 5_000;
/** Projects kept at most (the oldest goes first); a deployment has a few. */
const MAX_KEPT = 1_000;

/** What a read saw the cache at: a kept project is good while both stay the same. */
interface Stamp {
  writes: number;
  generation: number;
}

const sameStamp = (a: Stamp, b: Stamp) => a.writes === b.writes && a.generation === b.generation;

export class ProjectCache {
  private readonly kept = new Map<string, Stamp & { project: Project; readAt: number }>();
  /** Reads in flight, shared by the requests for one project that arrive meanwhile. */
  private readonly reading = new Map<string, Stamp & { found: Promise<Project | null> }>();
  /** Moves on each notification and each change of the listener's state. */
  private generation = 0;
  private heard = false;
  /** Resolves once notifications are heard (the first time). */
  readonly listening: Promise<void>;
  readonly stop: () => void;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {
    let heardFirst = () => {};
    this.listening = new Promise((resolve) => (heardFirst = resolve));
    this.stop = db.listen(PROJECTS_CHANNEL, {
      notified: () => this.forget(),
      listening: (heard) => {
        this.heard = heard;
        this.forget();
        if (heard) heardFirst();
      },
    });
  }

  /** Whether notifications are heard now, and so projects kept. */
  get isListening(): boolean {
    return this.heard;
  }

  /** The project of `id`, or null if there is none (which is never kept: a new project is seen at once). */
  find(id: string): Promise<Project | null> {
    if (!this.heard) return findProject(this.db, id);
    const stamp = this.stamp();
    const kept = this.kept.get(id);
    if (kept && sameStamp(kept, stamp) && this.now() - kept.readAt < PROJECT_CACHE_TTL_MS) return Promise.resolve(kept.project);
    const reading = this.reading.get(id);
    if (reading && sameStamp(reading, stamp)) return reading.found;
    const readAt = this.now();
    const found = findProject(this.db, id)
      .then((read) => {
        // Frozen: the requests that joined this read share it, and later ones too once kept.
        const project = read && freeze(read);
        // A change heard while reading may be newer than what was read: it is not kept.
        if (project && this.heard && sameStamp(stamp, this.stamp())) this.keep(id, { ...stamp, project, readAt });
        return project;
      })
      .finally(() => {
        if (this.reading.get(id)?.found === found) this.reading.delete(id);
      });
    this.reading.set(id, { ...stamp, found });
    return found;
  }

  private stamp(): Stamp {
    return { writes: projectWritesSoFar(), generation: this.generation };
  }

  private keep(id: string, entry: Stamp & { project: Project; readAt: number }): void {
    this.kept.delete(id);
    if (this.kept.size >= MAX_KEPT) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(id, entry);
  }

  private forget(): void {
    this.generation++;
    this.kept.clear();
    this.reading.clear();
  }
}

const freeze = (project: Project): Project => Object.freeze({ ...project, allowedOrigins: Object.freeze([...project.allowedOrigins]) as string[] });

const caches = new WeakMap<Db, ProjectCache>();

/** The cache of `db`'s projects, made (and listening) at its first use; it stops when `db` closes. */
export function projectCacheOf(db: Db): ProjectCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new ProjectCache(db)));
  return cache;
}
