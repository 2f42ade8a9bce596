// Joins the stylesheet of every component and view into dist/styles.css, theme first.
// The dApp links that one file, so the modal needs no inline <style> and passes a strict CSP.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const src = new URL('../src', import.meta.url).pathname;
const out = new URL('../dist/styles.css', import.meta.url).pathname;

const files = readdirSync(src, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.css'))
  .map((file) => join(src, file))
  .sort((a, b) => Number(!a.includes('/theme/')) - Number(!b.includes('/theme/')) || a.localeCompare(b));

mkdirSync(new URL('../dist', import.meta.url), { recursive: true });
writeFileSync(out, files.map((file) => `/* ${relative(src, file)} */\n${readFileSync(file, 'utf8')}`).join('\n'));
console.log(`styles.css from ${files.length} stylesheets`);
