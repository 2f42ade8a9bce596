// A package's static import graph, read from its TypeScript sources (tests aside): how a package's
// tests prove that an SDK loads on demand and never with the page's entry (ARCHITECTURE.md).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const STATIC_FROM = /^\s*(import|export)\s+(?!type\b)[^'";]*?\sfrom\s+['"]([^'"]+)['"]/gm;
const BARE_IMPORT = /^\s*import\s+['"]([^'"]+)['"]/gm;

/** @param {string} dir @returns {string[]} */
const sources = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

/** @param {string} srcDir */
export function sourceGraph(srcDir) {
  const files = sources(srcDir).map((path) => relative(srcDir, path));
  /** @param {string} file */
  const text = (file) => readFileSync(join(srcDir, file), 'utf8');
  /** What stays in the emitted JavaScript: `import … from`, `export … from`, bare imports; not `import type`, not import(). @param {string} file */
  const staticImports = (file) => [...[...text(file).matchAll(STATIC_FROM)].map((m) => m[2]), ...[...text(file).matchAll(BARE_IMPORT)].map((m) => m[1])];
  /** The source file a relative specifier names ('./x.js' is x.ts, a folder its index.ts), or the package name as it is. @param {string} from @param {string} specifier */
  const resolve = (from, specifier) => {
    if (!specifier.startsWith('.')) return specifier;
    const path = join(dirname(from), specifier).replace(/\.js$/, '');
    return files.includes(`${path}.ts`) ? `${path}.ts` : join(path, 'index.ts');
  };
  /** Every module `entry` reaches through static imports, itself and packages included. @param {string} entry */
  const staticGraph = (entry) => {
    /** @type {Set<string>} */
    const reached = new Set();
    /** @param {string} file */
    const visit = (file) => {
      if (reached.has(file)) return;
      reached.add(file);
      for (const target of staticImports(file).map((s) => resolve(file, s))) {
        if (files.includes(target)) visit(target);
        else reached.add(target);
      }
    };
    visit(entry);
    return reached;
  };
  return { files, text, staticImports, resolve, staticGraph };
}
