/** @jest-environment jsdom */
import { cookieHeaderStore, documentCookieStore, parseCookies } from './cookies.js';

afterEach(() => {
  for (const name of parseCookies(document.cookie).keys()) documentCookieStore.removeItem(name);
});

describe('cookies', () => {
  it('reads a Cookie header with decoded names and values, the first of a name winning, and leaves out what does not decode', () => {
    const cookies = parseCookies('%40latch%2Fa=%22x%22; theirs=plain;broken=%E0%A4%A;%40latch%2Fa=second; novalue; =empty');
    expect([...cookies]).toEqual([
      ['@latch/a', '"x"'],
      ['theirs', 'plain'],
      ['', 'empty'],
    ]);
    expect(parseCookies(undefined).size).toBe(0);
  });

  it('writes the page cookie URI-encoded and removes it', () => {
    documentCookieStore.setItem('@latch/connectedConnectorId:eip155', '"io.test"');
    expect(document.cookie).toBe('%40latch%2FconnectedConnectorId%3Aeip155=%22io.test%22');
    expect(documentCookieStore.getItem('@latch/connectedConnectorId:eip155')).toBe('"io.test"');
    documentCookieStore.removeItem('@latch/connectedConnectorId:eip155');
    expect(document.cookie).toBe('');
    expect(documentCookieStore.getItem('@latch/connectedConnectorId:eip155')).toBeNull();
  });

  it('refuses a value a browser would drop for its size, so the storage above keeps it in memory', () => {
    expect(() => documentCookieStore.setItem('@latch/big', 'x'.repeat(4096))).toThrow(RangeError);
    expect(document.cookie).toBe('');
  });

  it("gives a server the request's cookies to read, and nothing to write", () => {
    const store = cookieHeaderStore('%40latch%2Fk=%22v%22');
    store.setItem('@latch/k', '"other"');
    store.removeItem('@latch/k');
    expect(store.getItem('@latch/k')).toBe('"v"');
    expect(store.getItem('@latch/absent')).toBeNull();
  });
});
