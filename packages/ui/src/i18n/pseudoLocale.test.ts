import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { argumentsOf } from '../../test/icuShape.js';
import { icuFill } from './icu.js';
import { loadLocale } from './loadLocale.js';
import { PSEUDO_CLOSE, PSEUDO_GROWTH, PSEUDO_OPEN, pseudoLocalize } from './pseudoLocale.js';

const english = JSON.parse(readFileSync(join(__dirname, 'catalogues', 'en.json'), 'utf8')) as Record<string, string>;

describe('the pseudo-locale', () => {
  it('accents the words, keeps the placeholders and plurals, and marks both ends', () => {
    expect(pseudoLocalize('Connect Wallet')).toMatch(/^⟦Çóññéçţ Ŵáĺĺéţ ·+⟧$/);
    expect(pseudoLocalize('Send {amount} {symbol}')).toMatch(/^⟦Šéñđ \{amount\} \{symbol\} ·+⟧$/);
    expect(pseudoLocalize('{n, plural, one {# second} other {# seconds}}')).toMatch(/^⟦\{n,plural,one\{# šéçóñđ\} other\{# šéçóñđš\}\} ·+⟧$/);
  });

  it('makes the words of every English message at least 40 % longer, with the same values, as valid ICU', () => {
    const fill = icuFill('en');
    // Every value a count of 2, and digits not counted, so that only the words are measured.
    const words = (text: string, names: string[]) => fill(text, Object.fromEntries(names.map((name) => [name, 2]))).replace(/\d/g, '').length;
    const wrong = Object.entries(english).filter(([, text]) => {
      const pseudo = pseudoLocalize(text);
      const names = argumentsOf(text);
      return argumentsOf(pseudo).join() !== names.join() || words(pseudo, names) < words(text, names) * (1 + PSEUDO_GROWTH) || !pseudo.startsWith(PSEUDO_OPEN) || !pseudo.endsWith(PSEUDO_CLOSE);
    });
    expect(wrong).toEqual([]);
  });

  it('is chosen like any locale: en-XA left to right, ar-XB right to left, core texts included', async () => {
    const accented = await loadLocale('en-XA');
    expect(accented.dir).toBe('ltr');
    expect(accented.messages['title.Connect']).toBe(pseudoLocalize('Connect Wallet'));
    expect(accented.coreText({ id: 'emailThrottled', values: [30], text: 'Please try again after 30 seconds' })).toMatch(/^⟦Þĺéášé ţŕý áĝáíñ áƒţéŕ 30 šéçóñđš ·+⟧$/);
    const mirrored = await loadLocale('ar-XB');
    expect(mirrored.dir).toBe('rtl');
    expect(mirrored.messages['modal.close']).toBe(pseudoLocalize('Close'));
  });
});
