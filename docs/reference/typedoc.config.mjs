// TypeDoc over the packages' sources (no build needed), written as markdown pages for VitePress under api/.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENTRIES } from './entries.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');

/** @type {Partial<import('typedoc').TypeDocOptions & import('typedoc-plugin-markdown').PluginOptions>} */
export default {
  entryPoints: Object.values(ENTRIES).map((file) => join(root, file)),
  tsconfig: join(here, 'tsconfig.json'),
  out: join(here, '..', 'api'),
  plugin: ['typedoc-plugin-markdown', 'typedoc-vitepress-theme', join(here, 'moduleNames.mjs')],
  // The packages' own typecheck tasks check the types; this step only reads them.
  skipErrorChecking: true,
  excludePrivate: true,
  excludeInternal: true,
  // Comments write JSX such as `<LatchProvider theme>`, which Vue would read as an element.
  sanitizeComments: true,
  // Links into Redux Toolkit's and reselect's own types, which this reference does not document.
  validation: { invalidLink: false, rewrittenLink: false, notExported: false },
  name: 'API reference',
  readme: 'none',
  outputFileStrategy: 'modules',
  hidePageHeader: true,
  hideBreadcrumbs: true,
  disableSources: true,
  githubPages: false,
  logLevel: 'Warn',
  docsRoot: join(here, '..'),
};
