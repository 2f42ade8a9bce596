// No two feature folders import each other at run time (ARCHITECTURE: a feature learns of the ones
// above it only by answering their events). A scan of the sources, tests aside: `import` and `export
// … from` as they stay in the emitted JavaScript, and `import()`; `import type` is free.
import { join } from 'node:path';
import { sourceGraph } from '@latch/config/source-graph';

const { files, text, staticImports, resolve } = sourceGraph(join(__dirname, '..', 'src'));
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const folderOf = (file: string) => /^features\/([^/]+)\//.exec(file)?.[1];

type Edges = Map<string, Map<string, string>>;

/** Each feature folder, the folders it imports at run time, and one file of it that does. */
function featureEdges(): Edges {
  const edges: Edges = new Map();
  for (const file of files) {
    const from = folderOf(file);
    if (!from) continue;
    const specifiers = [...staticImports(file), ...[...text(file).matchAll(DYNAMIC_IMPORT)].map((match) => match[1]!)];
    for (const to of specifiers.map((specifier) => folderOf(resolve(file, specifier)))) {
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      if (!edges.get(from)!.has(to)) edges.get(from)!.set(to, file);
    }
  }
  return edges;
}

/** A cycle among the folders, told as its edges ("a -> b (the importing file)"), or undefined. */
function findCycle(edges: Edges): string[] | undefined {
  const done = new Set<string>();
  const visit = (folder: string, path: string[]): string[] | undefined => {
    const start = path.indexOf(folder);
    if (start !== -1) {
      const loop = [...path.slice(start), folder];
      return loop.slice(1).map((to, i) => `${loop[i]} -> ${to} (${edges.get(loop[i]!)!.get(to)})`);
    }
    if (done.has(folder)) return undefined;
    for (const next of edges.get(folder)?.keys() ?? []) {
      const cycle = visit(next, [...path, folder]);
      if (cycle) return cycle;
    }
    done.add(folder);
    return undefined;
  };
  for (const folder of edges.keys()) {
    const cycle = visit(folder, []);
    if (cycle) return cycle;
  }
  return undefined;
}

it('has no cycle between feature folders', () => {
  const edges = featureEdges();
  // The scan sees the folders' imports, so a cycle among them would show.
  expect(edges.get('modal')?.has('connection')).toBe(true);
  expect(findCycle(edges)).toBeUndefined();
});

it('finds a cycle however long, and tells it by its files', () => {
  const graph = (pairs: [string, string][]): Edges => {
    const edges: Edges = new Map();
    for (const [from, to] of pairs) edges.set(from, (edges.get(from) ?? new Map()).set(to, `features/${from}/x.ts`));
    return edges;
  };
  expect(findCycle(graph([['send', 'networks'], ['modal', 'networks']]))).toBeUndefined();
  expect(findCycle(graph([['modal', 'connection'], ['connection', 'networks'], ['networks', 'modal']]))).toEqual([
    'modal -> connection (features/modal/x.ts)',
    'connection -> networks (features/connection/x.ts)',
    'networks -> modal (features/networks/x.ts)',
  ]);
});
