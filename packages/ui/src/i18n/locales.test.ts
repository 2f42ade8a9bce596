import { coreEnglishTexts } from './coreEnglish.js';
import { englishCatalogue } from './english.js';
import { SHIPPED_LOCALES } from './loadLocale.js';
import { pluralForms } from './plural.js';

/** A message's values: its `{name}` placeholders and the counts its plurals choose by. */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map((match) => match[1]))].sort();

/** The ids (or English texts) one catalogue has and the other lacks, both ways. */
function differences(expected: readonly string[], actual: readonly string[]) {
  return { missing: expected.filter((key) => !actual.includes(key)), unknown: actual.filter((key) => !expected.includes(key)) };
}

describe.each(Object.keys(SHIPPED_LOCALES))('the shipped locale %s', (language) => {
  const load = async () => (await SHIPPED_LOCALES[language]!()).default;

  it('has a message for every id of the English catalogue, and no id English does not have', async () => {
    const { messages } = await load();
    expect(differences(Object.keys(englishCatalogue), Object.keys(messages))).toEqual({ missing: [], unknown: [] });
  });

  it("translates every one of core's English texts, and nothing else", async () => {
    const { core } = await load();
    expect(differences(coreEnglishTexts(), Object.keys(core))).toEqual({ missing: [], unknown: [] });
  });

  it('keeps every placeholder of the English, and leaves no message empty', async () => {
    const { messages, core } = await load();
    const english: Record<string, string> = englishCatalogue;
    const wrong = [
      ...Object.entries(messages).filter(([id, text]) => !text.trim() || placeholders(text).join() !== placeholders(english[id] ?? '').join()),
      ...Object.entries(core).filter(([source, text]) => !text.trim() || placeholders(text).join() !== placeholders(source).join()),
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
