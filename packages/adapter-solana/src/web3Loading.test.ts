// @solana/web3.js and the WalletConnect SDK load on demand (ARCHITECTURE.md): one module imports
// web3.js, nothing imports that module statically, and the page's entry never reaches either SDK.
// A scan of the sources, tests aside.
import { join } from 'node:path';
import { sourceGraph } from '@latch/config/source-graph';

const { files: FILES, text, staticImports, resolve, staticGraph } = sourceGraph(__dirname);

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
  expect(staticImports('solanaAdapterBody.ts')).toEqual(expect.arrayContaining(['./chains.js', './connectors/walletConnect.js']));
  expect(staticImports('solanaAdapterBody.ts')).not.toContain('./session.js');
  expect(staticImports('solanaAdapter.ts')).not.toContain('./solanaAdapterBody.js');
  expect(staticImports('loadWeb3.ts')).not.toContain('./web3.js');
});
