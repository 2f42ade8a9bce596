import { existsSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Where `name` resolves from `fromDir` by Node's node_modules lookup (the real folder, past pnpm's links), or undefined. */
export function packageDir(name: string, fromDir: string): string | undefined {
  for (let dir = realpathSync(fromDir); ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dirname(dir) === dir) return undefined;
  }
}
