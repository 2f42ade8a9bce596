import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { argumentsOf, parseIcu, pluralsOf } from '../../test/icuShape.js';
import { SHIPPED_LOCALES, shippedTag } from './loadLocale.js';

type Catalogue = Readonly<Record<string, string>>;
const dir = join(__dirname, 'catalogues');
const read = (tag: string) => JSON.parse(readFileSync(join(dir, `${tag}.json`), 'utf8')) as Catalogue;
const english = read('en');
/** The translated locales: every catalogue but English's (the pseudo-locales are made from it at load). */
const translated = readdirSync(dir)
  .filter((file) => file.endsWith('.json') && file !== 'en.json')
  .map((file) => file.slice(0, -'.json'.length));

it('ships Spanish, German, Brazilian Portuguese, Japanese, Simplified Chinese, Korean, Turkish, Russian, French and Arabic, and the two pseudo-locales', () => {
  expect(translated.sort()).toEqual(['ar', 'de', 'es', 'fr', 'ja', 'ko', 'pt-BR', 'ru', 'tr', 'zh-CN']);
  expect(Object.keys(SHIPPED_LOCALES).sort()).toEqual([...translated, 'ar-XB', 'en-XA'].sort());
});

it('chooses the catalogue of a tag, its language, or none', () => {
  expect(['fr-CA', 'pt', 'pt-PT', 'zh', 'zh-Hans-SG', 'zh-TW', 'en-XA', 'ar-XB', 'ar-EG', 'nl', 'en-US'].map(shippedTag)).toEqual(['fr', 'pt-BR', 'pt-BR', 'zh-CN', 'zh-CN', undefined, 'en-XA', 'ar-XB', 'ar', undefined, undefined]);
});

it("gives English's plurals their one and other forms", () => {
  const plurals = Object.values(english).flatMap(pluralsOf);
  expect(plurals.length).toBeGreaterThan(0);
  expect(plurals.filter(({ forms }) => !forms.includes('one') || !forms.includes('other'))).toEqual([]);
});

describe.each(translated)('the catalogue %s', (tag) => {
  const catalogue = read(tag);

  it('has a message for every id of the English catalogue, and no id English does not have', () => {
    const ids = Object.keys(catalogue);
    expect({ missing: Object.keys(english).filter((id) => !ids.includes(id)), unknown: ids.filter((id) => !(id in english)) }).toEqual({ missing: [], unknown: [] });
  });

  it('is ICU MessageFormat that keeps every value of the English, and leaves no message empty', () => {
    const wrong = Object.entries(catalogue).filter(([id, text]) => !text.trim() || argumentsOf(text).join() !== argumentsOf(english[id] ?? '').join());
    expect(wrong).toEqual([]);
  });

  it('reads as written where a message has no values (an apostrophe escapes nothing)', () => {
    const changed = Object.values(catalogue).filter((text) => parseIcu(text).every((element) => element.type === 0) && parseIcu(text).map((element) => ('value' in element ? element.value : '')).join('') !== text);
    expect(changed).toEqual([]);
  });

  it("gives every plural a form for each of the language's CLDR plural categories", () => {
    const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
    const plurals = Object.values(catalogue).flatMap(pluralsOf);
    expect(plurals.length).toBeGreaterThan(0);
    expect(plurals.filter(({ forms }) => categories.some((category) => !forms.includes(category)))).toEqual([]);
  });
});
