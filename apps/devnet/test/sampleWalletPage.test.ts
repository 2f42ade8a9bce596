import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Reads what `pnpm build` wrote: turbo runs build before test.
const packageRoot = join(__dirname, '..');
const root = join(packageRoot, 'dist', 'sample-wallet');
const html = () => readFileSync(join(root, 'index.html'), 'utf8');
const scripts = () => readdirSync(join(root, 'assets')).filter((name) => name.endsWith('.js'));

describe('the built sample wallet page', () => {
  it('is the folder that the built package root names as sampleWalletDist()', () => {
    const script = "import { sampleWalletDist } from './dist/index.js'; process.stdout.write(sampleWalletDist());";
    expect(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', cwd: packageRoot })).toBe(root);
  });

  it('has its script and stylesheet as files', () => {
    expect(existsSync(join(root, 'index.html'))).toBe(true);
    expect(html()).toMatch(/<script type="module" crossorigin src="\.\/assets\/[\w-]+\.js"><\/script>/);
    expect(html()).toMatch(/<link rel="stylesheet" crossorigin href="\.\/assets\/[\w-]+\.css">/);
    expect(scripts().length).toBeGreaterThan(0);
  });

  it('has no inline script or style, which its CSP would block', () => {
    expect(html()).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html()).not.toMatch(/<style|\sstyle=/);
  });

  it.each(scripts())('%s imports nothing Node-only', (name) => {
    const code = readFileSync(join(root, 'assets', name), 'utf8');
    expect(code).not.toContain('child_process');
    expect(code).not.toMatch(/["']node:[\w/]+["']/);
  });
});
