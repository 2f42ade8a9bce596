// The pages that absorb a section of a README kept beside its code (the services' operator page,
// the wallet frame's trust model, the packages' starts): the section is copied at each build, so it
// is written once. The check (check/extract.mjs) reads the ts blocks of the root's and the packages'
// READMEs where they are written, not the apps' READMEs: a ts block in an app's section goes unchecked.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { generatedDir, root } from './paths.mjs';

export const SECTIONS = [
  { from: 'apps/services/README.md', heading: 'Operating the services', to: 'services-operating.md' },
  { from: 'apps/wallet-frame/README.md', heading: 'Trust model', to: 'frame-trust-model.md' },
  { from: 'apps/wallet-frame/README.md', heading: 'Security headers', to: 'frame-security-headers.md' },
  { from: 'README.md', heading: 'Use it in an app', to: 'readme-app.md' },
  { from: 'packages/core/README.md', heading: 'Start', to: 'core-start.md' },
  { from: 'packages/core/README.md', heading: 'Server rendering (Next.js)', to: 'core-ssr.md' },
  { from: 'packages/wagmi/README.md', heading: '@latch/wagmi', to: 'wagmi.md' },
];

/** The section under `heading` up to the next heading of its level or higher, its own heading left out. */
function section(text, heading, from) {
  const lines = text.split('\n');
  // A line starting with # inside a code block (a shell comment) is no heading.
  let inFence = false;
  const headingLevels = lines.map((line) => {
    if (line.startsWith('```')) inFence = !inFence;
    return inFence ? 0 : (/^(#+) /.exec(line)?.[1].length ?? 0);
  });
  const start = lines.findIndex((line, i) => headingLevels[i] > 0 && line.replace(/^#+ /, '') === heading);
  if (start < 0) throw new Error(`${from} has no section "${heading}", which the docs site includes.`);
  const level = headingLevels[start];
  const next = headingLevels.findIndex((other, i) => i > start && other > 0 && other <= level);
  return { body: lines.slice(start + 1, next < 0 ? lines.length : next), level };
}

/**
 * A link to a file of the repository becomes its path in code (the site serves no repository
 * files); a link to another heading of the same README becomes its text.
 */
function rewriteLinks(line, from) {
  return line.replace(/(?<!!)\[([^\]]+)\]\(([^)\s]+)\)/g, (whole, text, target) => {
    if (/^[a-z]+:/.test(target)) return whole;
    if (target.startsWith('#')) return text;
    const path = posix.normalize(posix.join(dirname(from), target));
    return `${text} (\`${path}\`)`;
  });
}

export function writeAbsorbed() {
  for (const { from, heading, to } of SECTIONS) {
    const { body, level } = section(readFileSync(join(root, from), 'utf8'), heading, from);
    let inFence = false;
    const out = body.map((line) => {
      if (line.startsWith('```')) inFence = !inFence;
      if (inFence) return line;
      // The section's subheadings sit one level under the including page's ## heading.
      const demoted = line.replace(/^(#+) /, (_, hashes) => `${'#'.repeat(Math.max(3, hashes.length - level + 2))} `);
      return rewriteLinks(demoted, from);
    });
    writeFileSync(join(generatedDir, to), `${out.join('\n').trim()}\n`);
  }
  return SECTIONS.length;
}
