import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Catalogue = Readonly<Record<string, string>>;
const read = (tag: string) => JSON.parse(readFileSync(join(__dirname, 'catalogues', `${tag}.json`), 'utf8')) as Catalogue;

/**
 * GLOSSARY.md's words as each catalogue must write them, as stems that every inflection keeps
 * (кошелёк, кошелька; cüzdan, cüzdanınız): a message whose English says the word says it too.
 */
const GLOSSARY: Readonly<Record<string, { english: RegExp; stems: Readonly<Record<string, RegExp>> }>> = {
  wallet: {
    english: /\bwallets?\b/i,
    stems: { es: /billetera/i, de: /Wallet/, 'pt-BR': /carteira/i, ja: /ウォレット/, 'zh-CN': /钱包/, ko: /지갑/, tr: /cüzdan/i, ru: /кошел[её]?[кь]/i, fr: /portefeuille/i, ar: /محفظ|محافظ/ },
  },
  network: {
    english: /\bnetworks?\b/i,
    stems: { es: /\bred(es)?\b/i, de: /Netzwerk/, 'pt-BR': /\bredes?\b/i, ja: /ネットワーク/, 'zh-CN': /网络/, ko: /네트워크/, tr: /\bağ/i, ru: /сет[ьиеяю]/i, fr: /réseau/i, ar: /شبك/ },
  },
  // Signing a message, not signing in (which the glossary writes as its own word).
  sign: {
    english: /\bsign(?:s|ed|ing)?\b(?![- ]in)|\bsignature/i,
    stems: { es: /firm/i, de: /signi|Signatur/i, 'pt-BR': /assin/i, ja: /署名/, 'zh-CN': /签名/, ko: /서명/, tr: /[iİ]mza/, ru: /подпи[сш]/i, fr: /sign/i, ar: /توقيع|وقّع|وقع/ },
  },
};

describe.each(Object.entries(GLOSSARY))('the glossary word "%s"', (_, { english, stems }) => {
  const englishCatalogue = read('en');
  it.each(Object.entries(stems))('reads the same in every message of %s', (tag, stem) => {
    const catalogue = read(tag);
    // A network's or wallet's own name ({network}) stands in a message whose English names none.
    const lacking = Object.entries(englishCatalogue)
      .filter(([, text]) => english.test(text.replace(/\{\w+\}/g, '')))
      .filter(([id]) => !stem.test(catalogue[id] ?? ''))
      .map(([id]) => `${id}: ${catalogue[id]}`);
    expect(lacking).toEqual([]);
  });
});
