import { ErrorMessages, LatchMessages } from '@latch/core';
import { coreTranslator } from './coreTexts.js';
import { icuFill } from './icu.js';

describe("core's messages in a locale", () => {
  const translate = coreTranslator({
    signatureDeclined: 'Signature refusée',
    tooManyDecimals: "Ce jeton n'accepte pas plus de {0} décimales.",
    insufficientBalance: 'Pas assez de {0} : le solde est de {1} {0}.',
  }, icuFill('en'), 'en');

  it('translates a message by its id', () => {
    expect(translate(ErrorMessages.signatureDeclined)).toBe('Signature refusée');
  });

  it("keeps a parameterised message's values", () => {
    expect(translate(LatchMessages.tooManyDecimals(6))).toBe("Ce jeton n'accepte pas plus de 6 décimales.");
    expect(translate(LatchMessages.insufficientBalance('USDC', '1.5'))).toBe('Pas assez de USDC : le solde est de 1.5 USDC.');
  });

  it("writes the amounts of a parameterised message in the locale's decimal sign", () => {
    const french = coreTranslator({ insufficientBalance: 'Pas assez de {0} : le solde est de {1} {0}.' }, icuFill('fr'), 'fr');
    expect(french(LatchMessages.insufficientBalance('USDC', '1000.25'))).toBe('Pas assez de USDC : le solde est de 1000,25 USDC.');
  });

  it('shows words without an id, or with an id the locale lacks, as core wrote them', () => {
    expect(translate({ text: 'Signature declined' })).toBe('Signature declined');
    expect(translate({ text: 'The wallet exploded.' })).toBe('The wallet exploded.');
    expect(translate(ErrorMessages.chainNotSupported)).toBe('Chain is not supported');
  });

  it("writes a count in the locale's plural form", () => {
    const arabic = coreTranslator({ emailThrottled: 'حاول {0, plural, zero {الآن} one {بعد ثانية} two {بعد ثانيتين} few {بعد # ثوانٍ} many {بعد # ثانية} other {بعد # ثانية}}' }, icuFill('ar'), 'ar');
    const digits = (n: number) => new Intl.NumberFormat('ar').format(n);
    expect([1, 2, 5, 30].map((seconds) => arabic(ErrorMessages.emailThrottled(seconds)))).toEqual([
      'حاول بعد ثانية',
      'حاول بعد ثانيتين',
      `حاول بعد ${digits(5)} ثوانٍ`,
      `حاول بعد ${digits(30)} ثانية`,
    ]);
  });
});
