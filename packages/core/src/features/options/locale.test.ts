import { setLocale, setMessages } from '../../actions/locale.js';
import { selectLocale, selectMessageOverrides } from './selectors.js';
import { testLatch } from '../../../test/setup.js';

describe('locale and message overrides', () => {
  it('is English with no overrides by default', () => {
    const { latch } = testLatch();
    expect(selectLocale(latch.getState())).toBe('en');
    expect(selectMessageOverrides(latch.getState())).toEqual({});
  });

  it('takes a canonical locale and the overrides from the config, then from the actions', () => {
    const { latch } = testLatch({ locale: 'fr-fr', messages: { 'connect.or': 'ou bien' } });
    expect(selectLocale(latch.getState())).toBe('fr-FR');
    expect(selectMessageOverrides(latch.getState())).toEqual({ 'connect.or': 'ou bien' });
    setLocale(latch, 'AR');
    setMessages(latch, { 'modal.close': 'Fermer' });
    expect(selectLocale(latch.getState())).toBe('ar');
    expect(selectMessageOverrides(latch.getState())).toEqual({ 'modal.close': 'Fermer' });
  });

  it('refuses what is not a language tag, at once, and keeps the locale it had', () => {
    expect(() => testLatch({ locale: 'not a locale' })).toThrow(RangeError);
    const { latch } = testLatch({ locale: 'fr' });
    expect(() => setLocale(latch, 'fr_FR!')).toThrow(RangeError);
    expect(selectLocale(latch.getState())).toBe('fr');
  });
});
