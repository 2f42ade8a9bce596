import { normalizeAllowlist, parentOriginHint, toOrigin } from './origins.js';

const fakeWindow = (ancestorOrigins: string[] | undefined, referrer: string) =>
  ({
    location: {
      ancestorOrigins: ancestorOrigins && { length: ancestorOrigins.length, item: (i: number) => ancestorOrigins[i] ?? null },
    },
    document: { referrer },
  }) as unknown as Window;

it('reduces URLs to origins and refuses what has none', () => {
  expect(toOrigin('https://app.example:8443/a/b?c#d')).toBe('https://app.example:8443');
  expect(toOrigin('http://127.0.0.1:5173/')).toBe('http://127.0.0.1:5173');
  expect(toOrigin('about:blank')).toBeUndefined();
  expect(toOrigin('null')).toBeUndefined();
  expect(toOrigin('*')).toBeUndefined();
  expect(toOrigin('*.example.com')).toBeUndefined();
});

it('normalizes the allowlist to exact origins without wildcards', () => {
  expect([...normalizeAllowlist(['https://a.example/', 'https://a.example', 'http://a.example', '*', null])]).toEqual([
    'https://a.example',
    'http://a.example',
  ]);
});

it('reads the parent origin from ancestorOrigins first, then from the referrer', () => {
  expect(parentOriginHint(fakeWindow(['https://app.example'], 'https://other.example/page'))).toBe('https://app.example');
  expect(parentOriginHint(fakeWindow([], 'https://other.example/page'))).toBe('https://other.example');
  expect(parentOriginHint(fakeWindow(undefined, 'https://other.example/page'))).toBe('https://other.example');
  expect(parentOriginHint(fakeWindow(undefined, ''))).toBeUndefined();
  expect(parentOriginHint(fakeWindow(['null'], 'https://other.example/'))).toBeUndefined();
});
