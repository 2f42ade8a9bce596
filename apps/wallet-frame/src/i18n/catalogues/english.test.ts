import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { uiMessageSources, uiPseudoLocale, type Messages } from '../uiI18nTools.js';

const dir = __dirname;
const src = join(__dirname, '..', '..');
const read = (tag: string) => JSON.parse(readFileSync(join(dir, `${tag}.json`), 'utf8')) as Messages;

/** The frame's English, gathered from each module's `…Messages` object, ids sorted. */
async function extractEnglish(): Promise<{ catalogue: Messages; owners: Map<string, string[]> }> {
  const { messageSources } = await uiMessageSources();
  const owners = new Map<string, string[]>();
  const all: Record<string, string> = {};
  for (const { file, messages } of await messageSources(src))
    for (const [id, text] of Object.entries(messages)) {
      owners.set(id, [...(owners.get(id) ?? []), file]);
      all[id] = text;
    }
  return { catalogue: Object.fromEntries(Object.keys(all).sort().map((id) => [id, all[id]!])), owners };
}

const write = (tag: string, catalogue: Messages) => writeFileSync(join(dir, `${tag}.json`), `${JSON.stringify(catalogue, null, 2)}\n`);

describe("the frame's English catalogue (en.json) and its pseudo-locale (en-XA.json, ar-XB read right to left)", () => {
  // `pnpm --filter @latch/wallet-frame i18n:extract` writes both from the sources after an English message changes.
  const extract = process.env.LATCH_EXTRACT_MESSAGES === '1';

  it('holds exactly the ids and English of the sources, each id in one source only', async () => {
    const { catalogue, owners } = await extractEnglish();
    if (extract) write('en', catalogue);
    expect(read('en')).toEqual(catalogue);
    expect(Object.keys(read('en'))).toEqual(Object.keys(catalogue));
    expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
    expect([...new Set([...owners.values()].flat())]).toEqual(expect.arrayContaining([join('codes', 'codeScreen.ts'), join('rpc', 'describe.ts'), join('device', 'devicePage.ts')]));
  });

  it('pseudo-localizes every English message as the modal does', async () => {
    const { pseudoLocalize } = await uiPseudoLocale();
    const english = read('en');
    const pseudo = Object.fromEntries(Object.entries(english).map(([id, text]) => [id, pseudoLocalize(text)]));
    if (extract) write('en-XA', pseudo);
    expect(read('en-XA')).toEqual(pseudo);
  });
});
