import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';

const NODE_MODULES = `${sep}node_modules${sep}`;
const names = new Map<string, string | undefined>();

/** The `name` of the nearest package.json at or above `dir`. */
function nearestPackageName(dir: string): string | undefined {
  if (names.has(dir)) return names.get(dir);
  const manifest = join(dir, 'package.json');
  let name: string | undefined;
  if (existsSync(manifest)) name = (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name;
  else if (dirname(dir) !== dir) name = nearestPackageName(dirname(dir));
  names.set(dir, name);
  return name;
}

/**
 * The package a source file of a build belongs to: the package under the last `node_modules`
 * of its path (pnpm's store path included), else the workspace package whose folder holds it.
 * Undefined for a source that is no file (a bundler's virtual module).
 */
export function packageOfSource(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  const at = file.lastIndexOf(NODE_MODULES);
  if (at >= 0) {
    const [scope, name] = file.slice(at + NODE_MODULES.length).split(sep);
    return scope?.startsWith('@') ? `${scope}/${name}` : scope;
  }
  return nearestPackageName(dirname(file));
}
