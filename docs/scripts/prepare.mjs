// What the site's pages include before VitePress builds or serves them: the API reference
// (TypeDoc over the packages' sources), the theme token table and the sections absorbed from
// READMEs. Run by `pnpm run docs` and by the docs build of `npm test`.
import { mkdirSync, rmSync } from 'node:fs';
import { Application } from 'typedoc';
import { writeAbsorbed } from './absorb.mjs';
import { docsDir, generatedDir } from './paths.mjs';
import { writeThemeTokens } from './themeTokens.mjs';
import { join } from 'node:path';

rmSync(generatedDir, { recursive: true, force: true });
mkdirSync(generatedDir);
console.log(`docs: ${writeThemeTokens()} theme tokens, ${writeAbsorbed()} README sections`);

const app = await Application.bootstrapWithPlugins({ options: join(docsDir, 'reference', 'typedoc.config.mjs') });
const project = await app.convert();
if (!project || app.logger.hasErrors()) throw new Error('TypeDoc could not read the packages: see above.');
await app.generateOutputs(project);
console.log('docs: API reference written to api/');
