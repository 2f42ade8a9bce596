import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VIEW_TITLES } from '../views/registry.js';
import { coreEnglish } from './coreEnglish.js';
import { SHIPPED_LOCALES } from './loadLocale.js';
import { pluralForms } from './plural.js';

type Messages = Readonly<Record<string, string>>;

/**
 * The English of every component and view, found where each keeps it: a module exporting a
 * `…Messages` object (its `messages.ts`, or EmailForm's own file), so no module lists them all.
 */
async function englishModules(): Promise<{ file: string; messages: Messages }[]> {
  const src = join(__dirname, '..');
  const files = readdirSync(src, { recursive: true })
    .map(String)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => /^export const \w+Messages = \{/m.test(readFileSync(join(src, file), 'utf8')));
  const modules = await Promise.all(files.map(async (file) => ({ file, module: (await import(join(src, file))) as Record<string, unknown> })));
  return modules.flatMap(({ file, module }) =>
    Object.entries(module)
      .filter(([name]) => name.endsWith('Messages'))
      .map(([, messages]) => ({ file, messages: messages as Messages })),
  );
}

/** The view titles (`title.<View>`), whose English the registry keeps beside the views it loads. */
const titleMessages: Messages = Object.fromEntries(Object.entries(VIEW_TITLES).map(([view, title]) => [`title.${view}`, title]));

let modules: { file: string; messages: Messages }[];
let englishCatalogue: Messages;
beforeAll(async () => {
  modules = await englishModules();
  englishCatalogue = Object.assign({}, titleMessages, ...modules.map(({ messages }) => messages)) as Messages;
});

it('finds the English of every component and view, each id in one module only', () => {
  const owners = new Map<string, string[]>();
  for (const { file, messages } of [{ file: 'views/registry.ts', messages: titleMessages }, ...modules])
    for (const id of Object.keys(messages)) owners.set(id, [...(owners.get(id) ?? []), file]);
  expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
  expect(modules.map(({ file }) => file)).toEqual(expect.arrayContaining([join('components', 'EmailForm', 'EmailForm.tsx'), join('views', 'Swap', 'messages.ts')]));
});

/** A message's values: its `{name}` placeholders and the counts its plurals choose by. */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map((match) => match[1]))].sort();

/** The ids one catalogue has and the other lacks, both ways. */
function differences(expected: readonly string[], actual: readonly string[]) {
  return { missing: expected.filter((key) => !actual.includes(key)), unknown: actual.filter((key) => !expected.includes(key)) };
}

describe.each(Object.keys(SHIPPED_LOCALES))('the shipped locale %s', (language) => {
  const load = async () => (await SHIPPED_LOCALES[language]!()).default;

  it('has a message for every id of the English catalogue, and no id English does not have', async () => {
    const { messages } = await load();
    expect(differences(Object.keys(englishCatalogue), Object.keys(messages))).toEqual({ missing: [], unknown: [] });
  });

  it("translates every one of core's messages, by id, and nothing else", async () => {
    const { core } = await load();
    expect(differences(Object.keys(coreEnglish()), Object.keys(core))).toEqual({ missing: [], unknown: [] });
  });

  it('keeps every placeholder of the English, and leaves no message empty', async () => {
    const { messages, core } = await load();
    const english = englishCatalogue;
    const wrong = [
      ...Object.entries(messages).filter(([id, text]) => !text.trim() || placeholders(text).join() !== placeholders(english[id] ?? '').join()),
      ...Object.entries(core).filter(([id, text]) => !text.trim() || placeholders(text).join() !== placeholders(coreEnglish()[id] ?? '').join()),
    ];
    expect(wrong).toEqual([]);
  });

  it("gives every plural a form for each of the language's plural categories", async () => {
    const { messages, core } = await load();
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const plurals = [...Object.values(messages), ...Object.values(core)].flatMap(pluralForms);
    const lacking = plurals.filter(({ forms }) => categories.some((category) => !forms.includes(category)));
    expect(plurals.length).toBeGreaterThan(0);
    expect(lacking).toEqual([]);
  });
});

it("gives English's plurals their one and other forms", () => {
  const plurals = Object.values(englishCatalogue).flatMap(pluralForms);
  expect(plurals.length).toBeGreaterThan(0);
  expect(plurals.filter(({ forms }) => !forms.includes('one') || !forms.includes('other'))).toEqual([]);
});

it('ships French and a right-to-left locale, Arabic', () => {
  expect(Object.keys(SHIPPED_LOCALES).sort()).toEqual(['ar', 'fr']);
});
