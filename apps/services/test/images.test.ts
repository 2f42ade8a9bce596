// The four image endpoints of SPEC 7: real SVGs, the right type, cached for a year; 404 when unknown.
import { apiErrorBodySchema } from '@latch/core/api';
import { seedImages } from '../src/index.js';
import { NETWORK_MARKS, networkMarkOf, TOKEN_MARKS } from '../src/images/assetMarks.js';
import { generatedWalletMark } from '../src/images/generatedMarks.js';
import { WALLET_MARKS } from '../src/images/walletMarks.js';
import { generatedWallets } from '../src/walletApi/registry/generatedWallets.js';
import { realWallets } from '../src/walletApi/registry/realWallets.js';
import { fetchJson, urlOf, useServices } from './helpers.js';

/** A local Solana cluster the services are configured with: in no catalogue, its image comes from the configuration. Its node is never called here. */
const LOCAL_SOLANA = 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ';
const services = useServices({ solanaChains: [{ id: LOCAL_SOLANA, displayName: 'Solana Local', rpcUrl: 'http://127.0.0.1:9', solUsdPrice: 150 }] });

describe('images', () => {
  it.each([
    ['/public/getAssetImage/eip155:137', 'Polygon', '>P<'],
    ['/public/getAssetImage/eip155:84532', 'Base Sepolia', '>BS<'],
    // As core's client writes a network's image URL: its CAIP-2 id percent-encoded.
    ['/public/getAssetImage/eip155%3A10', 'OP Mainnet', '>OM<'],
    ['/public/getAssetImage/eip155%3A42161', 'Arbitrum One', '>AO<'],
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
    const read = (id: string) => fetch(urlOf(services().url, `/public/getAssetImage/${id}`)).then((response) => response.text());
    expect(await read('eip155:137')).toBe(await read('eip155:137'));
    const colour = (svg: string) => svg.match(/stop-color="([^"]+)"/)?.[1];
    expect(colour(await read('eip155:137'))).not.toBe(colour(await read('eip155:10')));
  });

  it("draws each generated wallet as its noun's mark on its adjective's colour, no two alike, never as initials", async () => {
    const marks = generatedWallets().map((wallet) => generatedWalletMark(wallet.name));
    expect(marks.every((mark) => mark?.draw)).toBe(true);
    expect(new Set(marks.map((mark) => `${mark?.color} ${mark?.draw}`)).size).toBe(marks.length);
    expect(generatedWalletMark('Amber Nothing')).toBeUndefined();
    const read = (id: string) => fetch(urlOf(services().url, `/getWalletImage/${id}`)).then((response) => response.text());
    const amberVault = await read('gen-amber-vault');
    expect(amberVault).toContain('aria-label="Amber Vault"');
    expect(amberVault).toContain(`<rect width="96" height="96" rx="24" fill="${generatedWalletMark('Amber Vault')!.color}"/>${generatedWalletMark('Amber Vault')!.draw}</svg>`);
    expect(amberVault).not.toContain('<text');
    const colour = (svg: string) => svg.match(/rx="24" fill="([^"]+)"/)?.[1];
    expect(colour(amberVault)).not.toBe(colour(await read('gen-azure-vault')));
  });

  it("draws every Solana cluster, a local one the services were configured with too, as Solana's mark", async () => {
    for (const id of [LOCAL_SOLANA, 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z']) {
      const svg = await fetch(urlOf(services().url, `/public/getAssetImage/${encodeURIComponent(id)}`)).then((response) => response.text());
      expect(svg).toContain(`<circle cx="48" cy="48" r="48" fill="#000"/>${networkMarkOf(id)!.draw}</svg>`);
      expect(svg).not.toContain('<text');
    }
    expect(await fetch(urlOf(services().url, `/public/getAssetImage/${LOCAL_SOLANA}`)).then((response) => response.text())).toContain('aria-label="Solana Local"');
    expect(networkMarkOf('eip155:137')).toBeUndefined();
  });

  it('draws every known wallet in its own colour with its own mark, none as initials', async () => {
    const read = (id: string) => fetch(urlOf(services().url, `/getWalletImage/${id}`)).then((response) => response.text());
    const coinbase = await read('coinbase');
    expect(coinbase).toContain('aria-label="Coinbase Wallet"');
    expect(coinbase).toContain('<rect width="96" height="96" rx="24" fill="#0052ff"/><circle');
    const known = realWallets();
    expect(known.every((wallet) => Object.hasOwn(WALLET_MARKS, wallet.image_id))).toBe(true);
    for (const { image_id: id } of known) expect(await read(id)).toContain(`fill="${WALLET_MARKS[id]!.color}"/>${WALLET_MARKS[id]!.draw}</svg>`);
    expect(new Set(Object.values(WALLET_MARKS).map((mark) => mark.draw)).size).toBe(Object.keys(WALLET_MARKS).length);
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
