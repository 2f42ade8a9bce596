import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueTag, FRAME_CATALOGUES, preferredTag, rightToLeft } from './catalogues.js';
import { uiIcuShape, type Messages } from './uiI18nTools.js';

const dir = join(__dirname, 'catalogues');
const read = (tag: string) => JSON.parse(readFileSync(join(dir, `${tag}.json`), 'utf8')) as Messages;
const english = read('en');
/** The translated locales: every catalogue but English's and its pseudo-locale (made from it by i18n:extract). */
const translated = readdirSync(dir)
  .filter((file) => file.endsWith('.json') && !['en.json', 'en-XA.json'].includes(file))
  .map((file) => file.slice(0, -'.json'.length));

/** The modal's locales: the frame speaks each one the modal does. */
const MODAL_LOCALES = ['ar', 'de', 'es', 'fr', 'ja', 'ko', 'pt-BR', 'ru', 'tr', 'zh-CN'];

it('ships the modal’s ten locales and its two pseudo-locales', () => {
  expect(translated.sort()).toEqual(MODAL_LOCALES);
  expect(Object.keys(FRAME_CATALOGUES).sort()).toEqual([...MODAL_LOCALES, 'ar-XB', 'en-XA'].sort());
});

it('chooses the catalogue of a tag, its language, or none (English); what is not a tag names none', () => {
  const tags = ['fr-CA', 'pt', 'pt-PT', 'zh', 'zh-Hans-SG', 'zh-TW', 'en-XA', 'ar-XB', 'ar-EG', 'nl', 'en-US', '../de', 'de/../../x'];
  expect(tags.map(catalogueTag)).toEqual(['fr', 'pt-BR', 'pt-BR', 'zh-CN', 'zh-CN', undefined, 'en-XA', 'ar-XB', 'ar', undefined, undefined, undefined, undefined]);
});

it("takes the first of the browser's languages it ships, English among them", () => {
  expect(preferredTag(['nl-NL', 'de-AT', 'en'])).toBe('de');
  expect(preferredTag(['en-GB', 'fr'])).toBeUndefined();
  expect(preferredTag(['nl', 'sv'])).toBeUndefined();
  expect(preferredTag([])).toBeUndefined();
});

it('writes Arabic and its pseudo-locale right to left', () => {
  expect(['ar', 'ar-XB', 'en-XA', 'fr', undefined].map(rightToLeft)).toEqual([true, true, false, false, false]);
});

it("gives English's plurals their one and other forms", async () => {
  const { pluralsOf } = await uiIcuShape();
  const plurals = Object.values(english).flatMap(pluralsOf);
  expect(plurals.length).toBeGreaterThan(0);
  expect(plurals.filter(({ forms }) => !forms.includes('one') || !forms.includes('other'))).toEqual([]);
});

describe.each([...translated, 'en-XA'])('the catalogue %s', (tag) => {
  const catalogue = read(tag);

  it('has a message for every id of the English catalogue, and no id English does not have', () => {
    const ids = Object.keys(catalogue);
    expect({ missing: Object.keys(english).filter((id) => !ids.includes(id)), unknown: ids.filter((id) => !(id in english)) }).toEqual({ missing: [], unknown: [] });
  });

  it('is ICU MessageFormat that keeps every value of the English, and leaves no message empty', async () => {
    const { argumentsOf } = await uiIcuShape();
    const wrong = Object.entries(catalogue).filter(([id, text]) => !text.trim() || argumentsOf(text).join() !== argumentsOf(english[id] ?? '').join());
    expect(wrong).toEqual([]);
  });

  it('reads as written where a message has no values (an apostrophe escapes nothing)', async () => {
    const { parseIcu } = await uiIcuShape();
    const changed = Object.values(catalogue).filter((text) => parseIcu(text).every((element) => element.type === 0) && parseIcu(text).map((element) => ('value' in element ? String(element.value) : '')).join('') !== text);
    expect(changed).toEqual([]);
  });

  it("gives every plural a form for each of the language's CLDR plural categories", async () => {
    const { pluralsOf } = await uiIcuShape();
    const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
    const plurals = Object.values(catalogue).flatMap(pluralsOf);
    expect(plurals.length).toBeGreaterThan(0);
    expect(plurals.filter(({ forms }) => categories.some((category) => !forms.includes(category)))).toEqual([]);
  });
});
