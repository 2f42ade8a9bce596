// The catalogue is tree-shaken: an app that imports `base` alone ships no other network. Bundled by
// rolldown (the repository's bundler) in a child process, as rolldown is an ES module jest does not load.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const CHAINS = join(__dirname, 'index.ts');

/** The minified bundle of a module that imports `names` from the catalogue and logs them. */
function bundleOf(names: string[]): string {
  const script = `
    import { rolldown } from 'rolldown';
    const entry = 'virtual:app';
    const app = ${JSON.stringify(`import { ${names.join(', ')} } from ${JSON.stringify(CHAINS)}; console.log(${names.join(', ')});`)};
    const bundle = await rolldown({
      input: entry,
      platform: 'browser',
      onLog: () => undefined,
      resolve: { extensionAlias: { '.js': ['.ts', '.js'] } },
      plugins: [{ name: 'app', resolveId: (id) => (id === entry ? id : null), load: (id) => (id === entry ? app : null) }],
    });
    const { output } = await bundle.generate({ format: 'esm', minify: true });
    process.stdout.write(output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join(''));
  `;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: __dirname, encoding: 'utf8' });
}

describe('@latch/core/chains in a bundle', () => {
  it('keeps only the network an app imports', () => {
    const code = bundleOf(['base']);
    expect(code).toContain('https://mainnet.base.org');
    for (const other of ['Arbitrum One', 'OP Mainnet', 'Ethereum', 'Solana', 'Bitcoin', 'https://sepolia.base.org']) expect(code).not.toContain(other);
  }, 60_000);

  it('keeps both when an app imports two (the check above can fail)', () => {
    const code = bundleOf(['base', 'arbitrum']);
    expect(code).toContain('https://mainnet.base.org');
    expect(code).toContain('Arbitrum One');
  }, 60_000);
});
