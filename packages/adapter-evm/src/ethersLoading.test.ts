// ethers loads on demand (ARCHITECTURE.md): one module imports it, nothing imports that module
// statically, and the page's entry never reaches it. A scan of the sources, tests aside.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

const SRC = join(__dirname);

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

const FILES = sources(SRC).map((path) => relative(SRC, path));

/**
 * What `file` imports in a way that stays in the emitted JavaScript: `import ... from`, `export ...
 * from` and bare `import '...'`, but not `import type` / `export type` (erased) nor import() (loaded later).
 */
function staticImports(file: string): string[] {
  const text = readFileSync(join(SRC, file), 'utf8');
  const fromClauses = [...text.matchAll(/^\s*(import|export)\s+(?!type\b)[^'";]*?\sfrom\s+['"]([^'"]+)['"]/gm)].map((m) => m[2]!);
  const bare = [...text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
  return [...fromClauses, ...bare];
}

/** The source file a relative specifier names ('./x.js' is x.ts), or the package name as it is. */
function resolve(from: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  const path = join(dirname(from), specifier).replace(/\.js$/, '');
  return FILES.includes(`${path}.ts`) ? `${path}.ts` : join(path, 'index.ts');
}

const isEthers = (specifier: string) => specifier === 'ethers' || specifier.startsWith('ethers/');

/** Every module `entry` reaches through static imports, itself included. */
function staticGraph(entry: string): Set<string> {
  const reached = new Set<string>();
  const visit = (file: string) => {
    if (reached.has(file)) return;
    reached.add(file);
    for (const target of staticImports(file).map((s) => resolve(file, s))) {
      if (FILES.includes(target)) visit(target);
      else reached.add(target);
    }
  };
  visit(entry);
  return reached;
}

it('has one module that imports ethers: ethers.ts', () => {
  expect(FILES.filter((file) => staticImports(file).some(isEthers))).toEqual(['ethers.ts']);
  // Nor does any file fetch ethers itself with import().
  expect(FILES.filter((file) => /import\(\s*['"]ethers/.test(readFileSync(join(SRC, file), 'utf8')))).toEqual([]);
});

it('reaches ethers.ts only through the one loader, with import()', () => {
  expect(FILES.filter((file) => staticImports(file).some((s) => resolve(file, s) === 'ethers.ts'))).toEqual([]);
  expect(FILES.filter((file) => readFileSync(join(SRC, file), 'utf8').includes("import('./ethers.js')"))).toEqual(['loadEthers.ts']);
  expect(readFileSync(join(SRC, 'loadEthers.ts'), 'utf8')).toMatch(/lazyOnce\(\(\) => import\('\.\/ethers\.js'\)\)/);
});

it("keeps ethers out of the page's entry: its static imports never reach it", () => {
  const entry = staticGraph(join('exports', 'index.ts'));
  // The scan sees the entry's modules, so an import of ethers among them would show.
  for (const file of ['evmAdapter.ts', 'provider.ts', 'chainId.ts', 'lazyOnce.ts', ...FILES.filter((f) => f.startsWith(`connectors${sep}`))]) {
    expect(entry).toContain(file);
  }
  // loadEthers.ts may be among them: it holds only the import().
  expect([...entry].filter((file) => isEthers(file) || file === 'ethers.ts')).toEqual([]);
  // The modules that use ethers are loaded with import() too.
  expect([...entry].filter((file) => ['session.ts', join('rpc', 'chainReads.ts')].includes(file))).toEqual([]);
});

it('finds static imports and skips type-only ones and import()', () => {
  expect(staticImports(join('rpc', 'fallbackTransport.ts'))).toEqual(expect.arrayContaining(['./rpcProvider.js', './transportErrors.js']));
  expect(staticImports(join('rpc', 'fallbackTransport.ts'))).not.toContain('../ethers.js');
  expect(staticImports('evmAdapter.ts')).not.toContain('./session.js');
  expect(staticImports('ethers.ts')).toEqual(['ethers']);
});
