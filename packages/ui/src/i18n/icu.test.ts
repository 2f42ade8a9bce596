import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { argumentsOf } from '../../test/icuShape.js';
import { icuFill } from './icu.js';
import { fillPlurals } from './plural.js';
import { fillMessage } from './useMessages.js';

const english = JSON.parse(readFileSync(join(__dirname, 'catalogues', 'en.json'), 'utf8')) as Record<string, string>;

describe('ICU MessageFormat in a locale', () => {
  it("picks a plural's form by the locale's CLDR rules, # in its digits", () => {
    const fill = icuFill('ru');
    const text = '{n, plural, one {# секунду} few {# секунды} many {# секунд} other {# секунды}}';
    expect([1, 3, 5, 21].map((n) => fill(text, { n }))).toEqual(['1 секунду', '3 секунды', '5 секунд', '21 секунду']);
    expect(icuFill('ar')('{n, plural, zero {صفر} one {واحد} two {اثنان} few {# قليل} many {# كثير} other {# آخر}}', { n: 11 })).toBe(`${new Intl.NumberFormat('ar').format(11)} كثير`);
  });

  it('keeps a placeholder given no value as written, for fillParts to put an element there', () => {
    expect(icuFill('de')('{name} verweist auf {address}', { name: 'alice.eth' })).toBe('alice.eth verweist auf {address}');
  });

  it('reads tags and apostrophes before letters as text', () => {
    expect(icuFill('fr')("l'adresse <b>{x}</b>", { x: '0x1' })).toBe("l'adresse <b>0x1</b>");
  });

  // useMessages fills placeholders without the ICU library (the page's entry stays small): for every message
  // without a plural, in every catalogue, it must say what ICU says.
  it.each(['en', 'fr', 'ar', 'es', 'de', 'pt-BR', 'ja', 'zh-CN', 'ko', 'tr', 'ru'])("fills every message of %s without a plural as ICU does", (tag) => {
    const catalogue = JSON.parse(readFileSync(join(__dirname, 'catalogues', `${tag}.json`), 'utf8')) as Record<string, string>;
    const fill = icuFill(tag);
    const sample = (text: string) => Object.fromEntries(argumentsOf(text).map((name) => [name, `‹${name}›`]));
    const differing = Object.entries(catalogue).filter(([, text]) => !text.includes(', plural,') && fill(text, sample(text)) !== fillMessage(text, sample(text)));
    expect(differing).toEqual([]);
  });

  // English shows without the ICU library (the page's entry stays small): its own filler must say what ICU says.
  it("formats every English message as English's own filler does", () => {
    const fill = icuFill('en');
    const sample = (text: string) => Object.fromEntries(argumentsOf(text).map((name, index) => [name, index + 2]));
    const differing = Object.entries(english).filter(([, text]) => fill(text, sample(text)) !== fillMessage(fillPlurals(text, sample(text), 'en'), sample(text)));
    expect(differing).toEqual([]);
    expect(fill(english['account.retryIn30s']!, { seconds: 1 })).toBe(fillMessage(fillPlurals(english['account.retryIn30s']!, { seconds: 1 }, 'en')));
  });
});
