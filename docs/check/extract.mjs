// The docs check's first step: each ```ts and ```tsx block of the root README, the packages'
// READMEs and every page of the site in docs/ becomes a module under generated/, which tsc then
// checks against the built packages.
// A block is a module of its own; what it uses without defining (the app's own networks, values
// it already has) is declared in prelude.d.ts, once for every README.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { docsDir as docs, root } from '../scripts/paths.mjs';

const out = join(docs, 'check', 'generated');
const BLOCK = /^```(tsx?)\n([\s\S]*?)^```$/gm;

// What the site writes itself (the API reference, the parts it copies from READMEs) is not a page of ours.
const NOT_PAGES = new Set(['node_modules', '.vitepress', 'api', 'generated', 'dist', 'check', 'reference']);
const guides = readdirSync(docs, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.md') && !NOT_PAGES.has(path.split(sep)[0]))
  .sort()
  .map((path) => join(docs, path));
const readmes = [join(root, 'README.md'), ...readdirSync(join(root, 'packages')).map((name) => join(root, 'packages', name, 'README.md')).filter(existsSync), ...guides];

rmSync(out, { recursive: true, force: true });
mkdirSync(out);
let count = 0;
for (const readme of readmes) {
  const name = relative(root, dirname(readme)).replaceAll('/', '-') || 'root';
  let block = 0;
  for (const [, lang, code] of readFileSync(readme, 'utf8').matchAll(BLOCK)) {
    count += 1;
    block += 1;
    // tsc names the module of a failing block: its first line says which block of which file to fix.
    const origin = `// From ${relative(root, readme)}, its ts/tsx block ${block}.\n`;
    // A block without an import or export would share its names with the others: make it a module.
    writeFileSync(join(out, `${name}-${count}.${lang}`), `${origin}${code}export {};\n`);
  }
}
if (count === 0) throw new Error('The docs check found no ts or tsx block in the READMEs and pages.');
console.log(`docs check: ${count} code blocks from ${readmes.length} READMEs and pages`);
