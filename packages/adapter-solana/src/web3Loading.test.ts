// @solana/web3.js and the WalletConnect SDK load on demand (ARCHITECTURE.md): one module imports
// web3.js, nothing imports that module statically, and the page's entry never reaches either SDK.
// A scan of the sources, tests aside.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const SRC = __dirname;
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
const FILES = sources(SRC).map((path) => relative(SRC, path));
const text = (file: string) => readFileSync(join(SRC, file), 'utf8');

/** Specifiers that stay in the emitted JavaScript: `import … from`, `export … from`, bare imports; not `import type`, not import(). */
function staticImports(file: string): string[] {
  const fromClauses = [...text(file).matchAll(/^\s*(import|export)\s+(?!type\b)[^'";]*?\sfrom\s+['"]([^'"]+)['"]/gm)].map((m) => m[2]!);
  const bare = [...text(file).matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
  return [...fromClauses, ...bare];
}

/** A relative specifier as the source file it names; a package name as it is. */
const resolve = (from: string, specifier: string) => (specifier.startsWith('.') ? join(dirname(from), specifier).replace(/\.js$/, '.ts') : specifier);

/** Every module `entry` reaches through static imports, itself and packages included. */
function staticGraph(entry: string, reached = new Set<string>()): Set<string> {
  reached.add(entry);
  for (const target of staticImports(entry).map((s) => resolve(entry, s))) {
    if (reached.has(target)) continue;
    if (FILES.includes(target)) staticGraph(target, reached);
    else reached.add(target);
  }
  return reached;
}

const isSdk = (specifier: string) => /^(@solana\/web3\.js|@walletconnect\/|bs58$)/.test(specifier);

it('has one module that imports @solana/web3.js: web3.ts, reached only through loadWeb3 with import()', () => {
  expect(FILES.filter((file) => staticImports(file).includes('@solana/web3.js'))).toEqual(['web3.ts']);
  expect(FILES.filter((file) => staticImports(file).some((s) => resolve(file, s) === 'web3.ts'))).toEqual([]);
  expect(FILES.filter((file) => text(file).includes("import('./web3.js')"))).toEqual(['loadWeb3.ts']);
});

it("keeps the SDKs out of the page's entry: its static imports never reach them", () => {
  const entry = staticGraph(join('exports', 'index.ts'));
  expect(entry).toContain('solanaAdapter.ts');
  expect([...entry].filter(isSdk)).toEqual([]);
  expect(entry).not.toContain('web3.ts');
  // The modules that talk to wallets and nodes come with import() too, and the Wallet Standard registry with discovery.
  // The adapter's body, connector list included, comes with import() too.
  for (const lazy of ['solanaAdapterBody.ts', join('connectors', 'walletConnect.ts'), 'session.ts', join('rpc', 'chainReads.ts'), join('standard', 'discovery.ts'), join('walletconnect', 'remoteWallet.ts')]) expect(entry).not.toContain(lazy);
  expect(entry).not.toContain('@wallet-standard/app');
});

it('finds static imports and skips type-only ones and import()', () => {
  expect(staticImports('solanaAdapterBody.ts')).toEqual(expect.arrayContaining(['./chains.js', './lazyOnce.js']));
  expect(staticImports('solanaAdapterBody.ts')).not.toContain('./session.js');
  expect(staticImports('solanaAdapter.ts')).not.toContain('./solanaAdapterBody.js');
  expect(staticImports('loadWeb3.ts')).not.toContain('./web3.js');
});
