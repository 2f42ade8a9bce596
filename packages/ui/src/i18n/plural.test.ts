import { fillPlurals } from './plural.js';

const SECONDS = '{n, plural, zero {no second} one {one second} two {two seconds} few {# seconds (few)} many {# seconds (many)} other {# seconds (other)}}';

describe('plural forms', () => {
  it("picks each of Arabic's six forms by Intl.PluralRules, the count in Arabic's digits", () => {
    const digits = (n: number) => new Intl.NumberFormat('ar-EG').format(n);
    expect([0, 1, 2, 3, 11, 100].map((n) => fillPlurals(SECONDS, { n }, 'ar-EG'))).toEqual([
      'no second',
      'one second',
      'two seconds',
      `${digits(3)} seconds (few)`,
      `${digits(11)} seconds (many)`,
      `${digits(100)} seconds (other)`,
    ]);
    expect(digits(11)).toBe('١١');
  });

  it("gives French's one to 0 and 1, and English's only to 1", () => {
    const text = 'Retry in {n, plural, one {# second} other {# seconds}}.';
    expect([0, 1, 2].map((n) => fillPlurals(text, { n }, 'fr'))).toEqual(['Retry in 0 second.', 'Retry in 1 second.', 'Retry in 2 seconds.']);
    expect([0, 1, 2].map((n) => fillPlurals(text, { n }, 'en'))).toEqual(['Retry in 0 seconds.', 'Retry in 1 second.', 'Retry in 2 seconds.']);
  });

  it('prefers an exact =n form, keeps named placeholders in the form, and leaves a plural without its value', () => {
    const text = '{n, plural, =0 {None for {who}} one {# for {who}} other {# for {who}}}';
    expect(fillPlurals(text, { n: 0 }, 'en')).toBe('None for {who}');
    expect(fillPlurals(text, { n: 3 }, 'en')).toBe('3 for {who}');
    expect(fillPlurals(text, {}, 'en')).toBe(text);
  });
});
