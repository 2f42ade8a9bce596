// The frame's catalogues, one JSON file per locale beside this module, as the modal's: ICU
// MessageFormat by message id. English is in the sources (catalogues/en.json is extracted from them,
// `pnpm --filter @latch/wallet-frame i18n:extract`); another locale's file is a chunk of the frame's
// own origin, fetched only when that locale is chosen. A locale is looked up in this fixed table,
// never put in a path.

export type Catalogue = Readonly<Record<string, string>>;

const json = (load: Promise<{ default: Catalogue }>) => load.then((module) => module.default);

/** The locales the frame ships besides English, by tag: the modal's, and its two pseudo-locales (made from en.json by i18n:extract). */
export const FRAME_CATALOGUES: Readonly<Record<string, () => Promise<Catalogue>>> = {
  ar: () => json(import('./catalogues/ar.json', { with: { type: 'json' } })),
  de: () => json(import('./catalogues/de.json', { with: { type: 'json' } })),
  es: () => json(import('./catalogues/es.json', { with: { type: 'json' } })),
  fr: () => json(import('./catalogues/fr.json', { with: { type: 'json' } })),
  ja: () => json(import('./catalogues/ja.json', { with: { type: 'json' } })),
  ko: () => json(import('./catalogues/ko.json', { with: { type: 'json' } })),
  'pt-BR': () => json(import('./catalogues/pt-BR.json', { with: { type: 'json' } })),
  ru: () => json(import('./catalogues/ru.json', { with: { type: 'json' } })),
  tr: () => json(import('./catalogues/tr.json', { with: { type: 'json' } })),
  'zh-CN': () => json(import('./catalogues/zh-CN.json', { with: { type: 'json' } })),
  // Accented, marked ⟦…⟧ and 40 % longer; ar-XB is the same read right to left.
  'en-XA': () => json(import('./catalogues/en-XA.json', { with: { type: 'json' } })),
  'ar-XB': () => json(import('./catalogues/en-XA.json', { with: { type: 'json' } })),
};

/** Where a language's catalogue carries a region: Portuguese is Brazil's, Chinese is Simplified. */
const LANGUAGE_DEFAULTS: Readonly<Record<string, string>> = { pt: 'pt-BR', zh: 'zh-CN' };

const shipped = (tag: string) => Object.hasOwn(FRAME_CATALOGUES, tag);

/** The catalogue for a language tag: the exact one (pt-BR, en-XA), else its language's; none for English, Traditional Chinese, a language not shipped or what is not a tag. */
export function catalogueTag(locale: string): string | undefined {
  let tag: Intl.Locale;
  try {
    tag = new Intl.Locale(locale);
  } catch {
    return undefined;
  }
  if (shipped(tag.baseName)) return tag.baseName;
  if (tag.language === 'zh' && tag.maximize().script !== 'Hans') return undefined;
  const language = LANGUAGE_DEFAULTS[tag.language] ?? tag.language;
  return shipped(language) ? language : undefined;
}

/** The best of a browser's languages (navigator.languages, most wanted first): the first the frame ships, English among them. */
export function preferredTag(languages: readonly string[]): string | undefined {
  for (const language of languages) {
    const tag = catalogueTag(language);
    if (tag) return tag;
    if (/^en(-|$)/i.test(language)) return undefined;
  }
  return undefined;
}

/** Arabic and its pseudo-locale are the frame's right-to-left languages. */
export const rightToLeft = (tag: string | undefined) => tag !== undefined && new Intl.Locale(tag).language === 'ar';
