// The frame's words follow the locale chosen: what shows is drawn again, the page's language and
// direction with it; an unknown or missing catalogue leaves English; amounts keep every digit.
import { catalogueTag } from './catalogues.js';
import { activeLocale, chooseLocale, localAmount, localizeDocument, showData, showText, translate } from './translate.js';

afterEach(() => chooseLocale(undefined, document));

it('draws what shows again in the locale chosen, and back in English', async () => {
  document.body.innerHTML = '<p id="where"></p><p id="data"></p><button data-i18n="approval.reject"></button><pre data-i18n-label="approval.messageLabel"></pre>';
  localizeDocument(document);
  const where = document.getElementById('where')!;
  const data = document.getElementById('data')!;
  showText(where, 'code.where', { origin: 'http://127.0.0.1:5174' });
  showData(data, 'person@example.com');
  expect(where.textContent).toBe('This is the Latch wallet at http://127.0.0.1:5174. Type your codes here and nowhere else.');

  await chooseLocale('ar-XB', document);
  expect(activeLocale()).toBe('ar-XB');
  expect(where.textContent).toMatch(/^⟦Ţĥíš íš ţĥé Ĺáţçĥ ŵáĺĺéţ áţ http:\/\/127\.0\.0\.1:5174\. .*⟧$/);
  expect(document.querySelector('button')!.textContent).toMatch(/^⟦Ŕéĵéçţ ·+⟧$/);
  expect(document.querySelector('pre')!.getAttribute('aria-label')).toMatch(/^⟦Ṁéššáĝé ţó šíĝñ/);
  expect(data.textContent).toBe('person@example.com');
  expect(document.documentElement).toMatchObject({ lang: 'ar-XB', dir: 'rtl' });

  await chooseLocale(undefined, document);
  expect(where.textContent).toBe('This is the Latch wallet at http://127.0.0.1:5174. Type your codes here and nowhere else.');
  expect(document.documentElement).toMatchObject({ lang: 'en', dir: 'ltr' });
});

it('keeps English for a locale it does not ship, and the last choice wins', async () => {
  void chooseLocale(catalogueTag('en-XA'), document);
  await chooseLocale(catalogueTag('nl'), document);
  expect(activeLocale()).toBe('en');
  expect(translate('approval.title.calls', { count: 2 })).toBe('Send 2 calls');
});

it('fills plurals by the locale and writes amounts with every digit, grouped as the locale groups them', async () => {
  expect(translate('approval.title.calls', { count: 1 })).toBe('Send 1 call');
  expect(localAmount('1234567.000000000000000001')).toBe('1,234,567.000000000000000001');
  expect(localAmount('-0.5')).toBe('-0.5');
  await chooseLocale('en-XA', document);
  expect(translate('approval.title.calls', { count: 1 })).toMatch(/^⟦Šéñđ 1 çáĺĺ ·+⟧$/);
});

it('speaks a translated locale: its words, its plural forms, its way of writing amounts, Arabic right to left', async () => {
  await chooseLocale(catalogueTag('de-AT'), document);
  expect(translate('approval.reject')).toBe('Ablehnen');
  expect(translate('approval.title.calls', { count: 3 })).toBe('3 Aufrufe senden');
  expect(localAmount('1234567.5')).toBe('1.234.567,5');
  await chooseLocale(catalogueTag('ru'), document);
  expect(['1', '3', '5'].map((count) => translate('approval.title.calls', { count: Number(count) }))).toEqual(['Отправить 1 вызов', 'Отправить 3 вызова', 'Отправить 5 вызовов']);
  await chooseLocale(catalogueTag('ar'), document);
  expect(document.documentElement).toMatchObject({ lang: 'ar', dir: 'rtl' });
  expect(translate('approval.reject')).toBe('رفض');
});

it('throws on an id no catalogue has: a message missing from en.json is a slip, not a blank', () => {
  expect(() => translate('nothing.here')).toThrow('The frame has no message nothing.here');
});

it('goes on choosing locales after one that could not be drawn: the requests waiting for the locale are answered', async () => {
  document.body.innerHTML = '<p data-i18n="nothing.here"></p>';
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    await chooseLocale('en-XA', document);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be drawn'), expect.any(Error));
    document.body.innerHTML = '<p data-i18n="approval.reject"></p>';
    await expect(chooseLocale('ar-XB', document)).resolves.toBeUndefined();
    expect(activeLocale()).toBe('ar-XB');
    expect(document.querySelector('p')!.textContent).toMatch(/^⟦Ŕéĵéçţ ·+⟧$/);
  } finally {
    warn.mockRestore();
  }
});
