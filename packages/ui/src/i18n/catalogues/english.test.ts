import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { englishSources, extractEnglish } from '../../../test/englishSources.js';

const EN = join(__dirname, 'en.json');

describe('the English catalogue (en.json)', () => {
  // `pnpm --filter @latch/ui i18n:extract` writes it from the sources after an English message changes.
  it('holds exactly the ids and English of the sources', async () => {
    const extracted = await extractEnglish();
    if (process.env.LATCH_EXTRACT_MESSAGES === '1') writeFileSync(EN, `${JSON.stringify(extracted, null, 2)}\n`);
    const catalogue = JSON.parse(readFileSync(EN, 'utf8')) as Record<string, string>;
    expect(catalogue).toEqual(extracted);
    expect(Object.keys(catalogue)).toEqual(Object.keys(extracted));
  });

  it('finds every source, each id in one source only', async () => {
    const sources = await englishSources();
    const owners = new Map<string, string[]>();
    for (const { file, messages } of sources) for (const id of Object.keys(messages)) owners.set(id, [...(owners.get(id) ?? []), file]);
    expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
    expect(sources.map(({ file }) => file)).toEqual(expect.arrayContaining([join('components', 'EmailForm', 'EmailForm.tsx'), join('views', 'Swap', 'messages.ts'), '@latch/core']));
  });
});
