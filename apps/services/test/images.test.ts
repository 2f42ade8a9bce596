// The four image endpoints of SPEC 7: real SVGs, the right type, cached for a year; 404 when unknown.
import { apiErrorBodySchema } from '@latch/core/api';
import { seedImages } from '../src/index.js';
import { NETWORK_MARKS, TOKEN_MARKS } from '../src/images/assetMarks.js';
import { fetchJson, urlOf, useServices } from './helpers.js';

const services = useServices();

describe('images', () => {
  it.each([
    ['/getWalletImage/rabby', 'Rabby Wallet', '>RW<'],
    ['/getWalletImage/gen-amber-vault', 'Amber Vault', '>AV<'],
    ['/public/getAssetImage/eip155:137', 'Polygon', '>P<'],
    ['/public/getAssetImage/solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet', '>SD<'],
    // As core's client writes a network's image URL: its CAIP-2 id percent-encoded.
    ['/public/getAssetImage/eip155%3A10', 'OP Mainnet', '>OM<'],
    ['/public/getAssetImage/solana%3A4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'Solana Testnet', '>ST<'],
    ['/public/getCurrencyImage/USD', '$', '>$<'],
    ['/public/getTokenImage/UNI', 'UNI', '>UNI<'],
  ])('%s is an SVG labelled %s, with a year-long immutable cache', async (path, label, text) => {
    const response = await fetch(urlOf(services().url, path));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>[\s\S]*<\/svg>$/);
    expect(svg).toContain(`aria-label="${label}"`);
    expect(svg).toContain(text);
  });

  it('draws the same image for the same id, and different colours for different ids', async () => {
    const read = (id: string) => fetch(urlOf(services().url, `/getWalletImage/${id}`)).then((response) => response.text());
    expect(await read('gen-amber-vault')).toBe(await read('gen-amber-vault'));
    const colour = (svg: string) => svg.match(/stop-color="([^"]+)"/)?.[1];
    expect(colour(await read('gen-amber-vault'))).not.toBe(colour(await read('gen-azure-vault')));
  });

  it('draws each known wallet in its own colour, with its mark where one is drawn, and its initials otherwise', async () => {
    const read = (id: string) => fetch(urlOf(services().url, `/getWalletImage/${id}`)).then((response) => response.text());
    const coinbase = await read('coinbase');
    expect(coinbase).toContain('aria-label="Coinbase Wallet"');
    expect(coinbase).toContain('<rect width="96" height="96" rx="24" fill="#0052ff"/><circle');
    expect(coinbase).not.toContain('<text');
    expect(await read('safe')).toMatch(/fill="#12ff80"\/>.*fill="#121312">S<\/text>/);
  });

  it.each([
    ...Object.entries(TOKEN_MARKS).map(([symbol, mark]) => [`/public/getTokenImage/${symbol.toLowerCase()}`, symbol, mark] as const),
    ...Object.entries(NETWORK_MARKS).map(([id, mark]) => [`/public/getAssetImage/${encodeURIComponent(id)}`, id, mark] as const),
  ])('draws %s (%s, a known token or network) as its own mark on a round tile of its colour, not as initials', async (path, _id, mark) => {
    const svg = await fetch(urlOf(services().url, path)).then((response) => response.text());
    expect(svg).toContain(`<circle cx="48" cy="48" r="48" fill="${mark.color}"/>${mark.draw}</svg>`);
    expect(svg).not.toContain('<text');
  });

  it('serves generated wallets and symbols in any case', async () => {
    expect((await fetch(urlOf(services().url, '/getWalletImage/gen-amber-vault'))).status).toBe(200);
    expect((await fetch(urlOf(services().url, '/public/getTokenImage/usdc'))).status).toBe(200);
    expect((await fetch(urlOf(services().url, '/public/getCurrencyImage/eur'))).status).toBe(200);
  });

  it.each(['/getWalletImage/no-such-wallet', '/public/getAssetImage/eip155:999999', '/public/getCurrencyImage/XYZ', '/public/getTokenImage/NOPE'])(
    '%s is 404 with the error body',
    async (path) => {
      const answer = await fetchJson(urlOf(services().url, path));
      expect(answer.status).toBe(404);
      expect(apiErrorBodySchema.parse(answer.body).message).toMatch(/^No (wallet|asset|currency|token) image with id /);
    },
  );

  it('answers 400 for an id that cannot be one', async () => {
    const answer = await fetchJson(urlOf(services().url, '/getWalletImage/%3Cscript%3E'));
    expect(answer.status).toBe(400);
  });

  it('serves images other modules add, and escapes their labels', async () => {
    await seedImages(services().db, 'token', [{ id: 'LTCH', label: '<L&"T>' }]);
    const svg = await fetch(urlOf(services().url, '/public/getTokenImage/LTCH')).then((response) => response.text());
    expect(svg).toContain('aria-label="&lt;L&amp;&quot;T&gt;"');
    expect(svg).not.toContain('<L&');
  });

  it('needs the query every call carries, like every other call', async () => {
    const response = await fetch(new URL('/getWalletImage/metamask', services().url));
    expect(response.status).toBe(400);
  });
});
