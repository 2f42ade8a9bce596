import { useEffect, useMemo, useState } from 'react';
import { selectLocale } from '@latch/core';
import { selectMessageOverrides } from '@latch/core/internal';
import type { I18nValue } from '../context/I18nContext.js';
import { useLatchSelector } from '../context/LatchContext.js';
import type { LoadedLocale } from './loadLocale.js';

/**
 * The I18nContext's value for core's locale: English needs nothing loaded; another locale's
 * catalogue loads with import() when it is set, and the dApp's overrides win over both.
 */
export function useLocaleCatalogue(): I18nValue {
  const locale = useLatchSelector(selectLocale);
  const overrides = useLatchSelector(selectMessageOverrides);
  const [loaded, setLoaded] = useState<LoadedLocale>();
  useEffect(() => {
    if (locale === 'en') return;
    let current = true;
    void import('./loadLocale.js').then(({ loadLocale }) => loadLocale(locale)).then((catalogue) => current && setLoaded(catalogue));
    return () => {
      current = false;
    };
  }, [locale]);
  // A catalogue loaded for another locale (the one before a switch back to English, say) is not this one's.
  const catalogue = loaded?.locale === locale ? loaded : undefined;
  return useMemo(() => ({ locale, dir: catalogue?.dir ?? 'ltr', messages: { ...catalogue?.messages, ...overrides }, coreText: catalogue?.coreText }), [locale, catalogue, overrides]);
}
