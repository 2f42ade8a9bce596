import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The docs package (the site's source root). */
export const docsDir = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The repository. */
export const root = join(docsDir, '..');
/** What the scripts write for the pages to include: ignored by git, left out of the site's page list. */
export const generatedDir = join(docsDir, 'generated');
