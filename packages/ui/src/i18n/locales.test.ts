import { coreEnglishTexts } from './coreEnglish.js';
import { englishCatalogue } from './english.js';
import { SHIPPED_LOCALES } from './loadLocale.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

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
      ...Object.entries(core).filter(([source, text]) => !text.trim() || [...new Set(placeholders(text))].join() !== [...new Set(placeholders(source))].join()),
    ];
    expect(wrong).toEqual([]);
  });
});

it('ships French and a right-to-left locale, Arabic', () => {
  expect(Object.keys(SHIPPED_LOCALES).sort()).toEqual(['ar', 'fr']);
});
