import { displayDappName } from './dappName.js';

describe("the dApp's name on the approval screen", () => {
  it('keeps an ordinary name', () => {
    expect(displayDappName('Latch demo')).toBe('Latch demo');
    expect(displayDappName('Café 3000 – swap')).toBe('Café 3000 – swap');
  });

  it.each([
    ['Uniswap (https://app.uniswap.org)', 'Uniswap httpsapp.uniswap.org'],
    ['[https://app.uniswap.org]', 'httpsapp.uniswap.org'],
    ['<app.uniswap.org>', 'app.uniswap.org'],
    ['{Uniswap}', 'Uniswap'],
    ['https:://///app.example', 'https/app.example'],
    ['https:(//app.example', 'httpsapp.example'],
    ['https：／／app.example', 'httpsapp.example'],
    ['Uniswap（app.uniswap.org）', 'Uniswapapp.uniswap.org'],
  ])('loses brackets and "://": %s', (name, shown) => {
    expect(displayDappName(name)).toBe(shown);
  });

  it('loses bidi controls, zero-width characters and controls', () => {
    expect(displayDappName('Good\u202Egro.live\u202C')).toBe('Goodgro.live');
    expect(displayDappName('a\u2066b\u2067c\u2068d\u2069e\u200Ef\u200Fg\u061Ch')).toBe('abcdefgh');
    expect(displayDappName('Uni\u200Bswap\u200C\u200D\u2060\uFEFF')).toBe('Uniswap');
    expect(displayDappName('Uni\u3164swap')).toBe('Uniswap');
    expect(displayDappName('Line\none\ttwo\u0000')).toBe('Line one two');
  });

  it('is nothing when nothing is left', () => {
    expect(displayDappName(undefined)).toBeUndefined();
    expect(displayDappName('')).toBeUndefined();
    expect(displayDappName('( ) \u202E ://')).toBeUndefined();
  });
});
