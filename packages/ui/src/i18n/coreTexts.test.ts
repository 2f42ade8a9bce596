import { coreTranslator } from './coreTexts.js';

describe("core's texts in a locale", () => {
  const translate = coreTranslator({
    'Signature declined': 'Signature refusée',
    'This token allows at most {0} decimals.': "Ce jeton n'accepte pas plus de {0} décimales.",
    'Not enough {0}: the balance is {1} {0}.': 'Pas assez de {0} : le solde est de {1} {0}.',
  });

  it('translates a text by its English', () => {
    expect(translate('Signature declined')).toBe('Signature refusée');
  });

  it("keeps a parameterised text's values", () => {
    expect(translate('This token allows at most 6 decimals.')).toBe("Ce jeton n'accepte pas plus de 6 décimales.");
    expect(translate('Not enough USDC: the balance is 1.5 USDC.')).toBe('Pas assez de USDC : le solde est de 1.5 USDC.');
  });

  it("writes the amounts of a parameterised text in the locale's decimal sign", () => {
    const french = coreTranslator({ 'Not enough {0}: the balance is {1} {0}.': 'Pas assez de {0} : le solde est de {1} {0}.' }, 'fr');
    expect(french('Not enough USDC: the balance is 1000.25 USDC.')).toBe('Pas assez de USDC : le solde est de 1000,25 USDC.');
  });

  it('leaves a text it does not know as it is', () => {
    expect(translate('Signature declined!')).toBe('Signature declined!');
    expect(translate('The wallet exploded.')).toBe('The wallet exploded.');
  });

  it("writes a count in the locale's plural form", () => {
    const arabic = coreTranslator({ 'Please try again after {0} seconds': 'حاول {0, plural, zero {الآن} one {بعد ثانية} two {بعد ثانيتين} few {بعد # ثوانٍ} many {بعد # ثانية} other {بعد # ثانية}}' }, 'ar');
    const digits = (n: number) => new Intl.NumberFormat('ar').format(n);
    expect(['1', '2', '5', '30'].map((seconds) => arabic(`Please try again after ${seconds} seconds`))).toEqual([
      'حاول بعد ثانية',
      'حاول بعد ثانيتين',
      `حاول بعد ${digits(5)} ثوانٍ`,
      `حاول بعد ${digits(30)} ثانية`,
    ]);
  });
});
