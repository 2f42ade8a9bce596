// ethers loads on demand (ARCHITECTURE.md): one module imports it, nothing imports that module
// statically, and the page's entry never reaches it. A scan of the sources, tests aside.
import { join, sep } from 'node:path';
import { sourceGraph } from '@latch/config/source-graph';

const { files: FILES, text, staticImports, resolve, staticGraph } = sourceGraph(__dirname);

const isEthers = (specifier: string) => specifier === 'ethers' || specifier.startsWith('ethers/');

it('has one module that imports ethers: ethers.ts', () => {
  expect(FILES.filter((file) => staticImports(file).some(isEthers))).toEqual(['ethers.ts']);
  // Nor does any file fetch ethers itself with import().
  expect(FILES.filter((file) => /import\(\s*['"]ethers/.test(text(file)))).toEqual([]);
});

it('reaches ethers.ts only through the one loader, with import()', () => {
  expect(FILES.filter((file) => staticImports(file).some((s) => resolve(file, s) === 'ethers.ts'))).toEqual([]);
  expect(FILES.filter((file) => text(file).includes("import('./ethers.js')"))).toEqual(['loadEthers.ts']);
  expect(text('loadEthers.ts')).toMatch(/lazyOnce\(\(\) => import\('\.\/ethers\.js'\)\)/);
});

it("keeps ethers out of the page's entry: its static imports never reach it", () => {
  const entry = staticGraph(join('exports', 'index.ts'));
  // The scan sees the entry's modules, so an import of ethers among them would show.
  for (const file of ['evmAdapter.ts', 'provider.ts', 'chainId.ts', ...FILES.filter((f) => f.startsWith(`connectors${sep}`))]) {
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
