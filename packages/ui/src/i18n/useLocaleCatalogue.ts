import { useEffect, useState } from 'react';
import { selectLocale } from '@latch/core';
import { selectMessageOverrides } from '@latch/core/internal';
import { useLatchSelector } from '../context/LatchContext.js';
import type { LoadedLocale } from './loadLocale.js';

/** The catalogues loaded so far, by locale: they never change, so every instance on the page shares them. */
const loaded: Record<string, LoadedLocale> = {};

/**
 * Core's locale, the dApp's overrides and the locale's catalogue once loaded: English needs nothing
 * loaded; another locale's catalogue loads with import() when it is set. LatchProvider merges them
 * into ThemeContext's value (the overrides win over the catalogue, which wins over English).
 */
export function useLocaleCatalogue() {
  const locale = useLatchSelector(selectLocale);
  const overrides = useLatchSelector(selectMessageOverrides);
  const [, setLoads] = useState(0);
  useEffect(() => {
    if (locale !== 'en' && !loaded[locale])
      void import('./loadLocale.js')
        .then((module) => module.loadLocale(locale))
        .then((catalogue) => {
          loaded[locale] = catalogue;
          setLoads((count) => count + 1);
        });
  }, [locale]);
  return { locale, overrides, catalogue: loaded[locale] };
}
