// The operator's configuration reference (README, "Configuration reference") names every variable
// the services read, so a new setting cannot ship unlisted.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : []));
}

it('lists every environment variable the services read, each once', () => {
  const read = new Set(sources(join(root, 'src')).flatMap((file) => readFileSync(file, 'utf8').match(/\b(?:LATCH_[A-Z_]+[A-Z]|DATABASE_URL)\b/g) ?? []));
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const reference = readme.slice(readme.indexOf('### Configuration reference'), readme.indexOf('### Logs and metrics'));
  const listed = [...reference.matchAll(/^\| `([A-Z_]+)` \|/gm)].map(([, name]) => name!);
  expect(listed.length).toBe(new Set(listed).size);
  expect([...read].filter((name) => !listed.includes(name)).sort()).toEqual([]);
});
