import { useEffect, useState } from 'react';
import { selectLocale } from '@latch/core';
import { selectMessageOverrides } from '@latch/core/internal';
import { useLatchSelector } from '../context/LatchContext.js';
import type { LoadedLocale } from './loadLocale.js';

/**
 * Core's locale, the dApp's overrides and the locale's catalogue once loaded: English needs nothing
 * loaded; another locale's catalogue loads with import() when it is set. LatchProvider merges them
 * into ThemeContext's value (the overrides win over the catalogue, which wins over English).
 */
export function useLocaleCatalogue() {
  const locale = useLatchSelector(selectLocale);
  const overrides = useLatchSelector(selectMessageOverrides);
  const [loaded, setLoaded] = useState<LoadedLocale>();
  useEffect(() => {
    if (locale === 'en') return;
    let current = true;
    void import('./loadLocale.js').then((module) => module.loadLocale(locale)).then((catalogue) => current && setLoaded(catalogue));
    return () => {
      current = false;
    };
  }, [locale]);
  // A catalogue loaded for another locale (the one before a switch back to English, say) is not this one's.
  return { locale, overrides, catalogue: loaded?.locale === locale ? loaded : undefined };
}
