// /getWallets: the registry, paged, searched and filtered as SPEC 7 and the client's query say.
import { get as httpGet } from 'node:http';
import { walletsResponseSchema, type WalletsResponse } from '@latch/core/api';
import { fetchJson, urlOf, useServices, type Query } from './helpers.js';

const services = useServices();
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93';

async function getWallets(query: Query): Promise<WalletsResponse> {
  const answer = await fetchJson(urlOf(services().url, '/getWallets', query));
  expect(answer.status).toBe(200);
  return walletsResponseSchema.parse(answer.body);
}

async function allWallets(query: Query = {}): Promise<WalletsResponse['data']> {
  const first = await getWallets({ ...query, page: 1, entries: 100 });
  const pages = Math.ceil(first.count / 100);
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, index) => getWallets({ ...query, page: index + 2, entries: 100 })));
  return [first, ...rest].flatMap((page) => page.data);
}

describe('/getWallets', () => {
  it('lists at least 600 wallets, known ones first, 40 to a page by default', async () => {
    const { data, count } = await getWallets({ page: 1 });
    expect(count).toBeGreaterThanOrEqual(600);
    expect(data).toHaveLength(40);
    expect(data.slice(0, 3).map((wallet) => wallet.name)).toEqual(['MetaMask', 'Trust Wallet', 'Coinbase Wallet']);
    expect(data[0]).toMatchObject({ id: 'metamask', rdns: 'io.metamask', mobile_link: 'metamask://', image_id: 'metamask' });
  });

  it('pages without overlap or gap, and a page past the end is empty', async () => {
    const wallets = await allWallets();
    const { count } = await getWallets({ page: 1, entries: 1 });
    expect(wallets).toHaveLength(count);
    expect(new Set(wallets.map((wallet) => wallet.id)).size).toBe(count);
    const second = await getWallets({ page: 2, entries: 40 });
    expect(second.data.map((wallet) => wallet.id)).toEqual(wallets.slice(40, 80).map((wallet) => wallet.id));
    expect((await getWallets({ page: 1000, entries: 40 })).data).toEqual([]);
  });

  it('gives every wallet only safe links: https or an app scheme', async () => {
    const wallets = await allWallets();
    const links = wallets.flatMap((wallet) => [wallet.mobile_link, wallet.desktop_link, wallet.webapp_link, wallet.homepage, wallet.app_store, wallet.play_store]);
    for (const link of links.filter((value): value is string => typeof value === 'string')) {
      expect(link).toMatch(/^(https:\/\/[a-z0-9.-]+\.[a-z]+(\/|$)|[a-z][a-z0-9+.-]*:\/\/)/);
      expect(link).not.toMatch(/^(javascript|data|vbscript|file|http):/i);
    }
    expect(links.filter(Boolean).length).toBeGreaterThan(600);
  });

  it('searches names with trimmed, case-blind text, names starting with it first', async () => {
    const { data, count } = await getWallets({ search: '  wallet  ', entries: 100 });
    expect(count).toBeGreaterThan(20);
    expect(data.every((wallet) => wallet.name.toLowerCase().includes('wallet'))).toBe(true);
    expect((await getWallets({ search: ' METAMASK ' })).data.map((wallet) => wallet.id)).toEqual(['metamask']);
    expect((await getWallets({ search: 'zzzz-no-such-wallet' })).count).toBe(0);
    const safe = await getWallets({ search: 'safe' });
    expect(safe.data[0]?.name.toLowerCase().startsWith('safe')).toBe(true);
  });

  it('treats search text literally (no LIKE wildcards)', async () => {
    expect((await getWallets({ search: '%' })).count).toBe(0);
    expect((await getWallets({ search: '_' })).count).toBe(0);
  });

  it('includes only the listed ids, and excludes the listed ids', async () => {
    const included = await getWallets({ include: 'phantom, rainbow,,no-such-id' });
    expect(included.count).toBe(2);
    expect(included.data.map((wallet) => wallet.id).sort()).toEqual(['phantom', 'rainbow']);
    const all = await getWallets({});
    const excluded = await getWallets({ exclude: 'metamask,trust' });
    expect(excluded.count).toBe(all.count - 2);
    expect(excluded.data.map((wallet) => wallet.id)).not.toEqual(expect.arrayContaining(['metamask']));
    expect(excluded.data[0]?.id).toBe('coinbase');
  });

  it('filters by CAIP-2 chains: wallets on any of them', async () => {
    const solana = await allWallets({ chains: SOLANA });
    expect(solana.length).toBeGreaterThan(50);
    expect(solana.every((wallet) => wallet.chains?.includes(SOLANA))).toBe(true);
    expect(solana.map((wallet) => wallet.id)).toEqual(expect.arrayContaining(['phantom', 'solflare']));
    expect(solana.map((wallet) => wallet.id)).not.toContain('metamask');
    const either = await getWallets({ chains: `${SOLANA},${BITCOIN}` });
    const bitcoin = await getWallets({ chains: BITCOIN });
    expect(either.count).toBeGreaterThan(Math.max(solana.length, bitcoin.count));
    expect((await getWallets({ chains: 'eip155:999999' })).count).toBe(0);
  });

  it('matches a local development chain with every wallet of its namespace', async () => {
    const local = await allWallets({ chains: 'eip155:31337' });
    expect(local.map((wallet) => wallet.id)).toEqual(expect.arrayContaining(['metamask', 'rainbow']));
    expect(local.every((wallet) => wallet.chains?.some((chain) => chain.startsWith('eip155:')))).toBe(true);
    expect(local.map((wallet) => wallet.id)).not.toContain('solflare');
  });

  it('filters certified wallets by badge_type, and none means no filter', async () => {
    const certified = await getWallets({ badge_type: 'certified', entries: 100 });
    expect(certified.count).toBeGreaterThan(5);
    expect(certified.data.every((wallet) => wallet.badge_type === 'certified')).toBe(true);
    expect((await getWallets({ badge_type: 'none' })).count).toBe((await getWallets({})).count);
  });

  it('combines the filters', async () => {
    const { data, count } = await getWallets({ chains: SOLANA, search: 'wallet', exclude: 'trust' });
    expect(count).toBeGreaterThan(0);
    for (const wallet of data) {
      expect(wallet.chains).toContain(SOLANA);
      expect(wallet.name.toLowerCase()).toContain('wallet');
      expect(wallet.id).not.toBe('trust');
    }
  });

  it('gives each wallet an image URL that loads as it is', async () => {
    const { data } = await getWallets({ include: 'rainbow' });
    const response = await fetch(data[0]!.image_url!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it.each([
    [{ page: 0 }, 'page: must be at least 1'],
    [{ page: 'two' }, 'page: must be a whole number'],
    [{ entries: 101 }, 'entries: must be at most 100'],
    [{ chains: 'ethereum' }, 'chains.0: must be CAIP-2 chain ids'],
    [{ badge_type: 'gold' }, 'badge_type: must be certified or none'],
    [{ search: 'x'.repeat(101) }, 'search: must be at most 100 characters'],
  ])('answers 400 for %j', async (query, message) => {
    const answer = await fetchJson(urlOf(services().url, '/getWallets', query));
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toContain(message);
  });
});

describe('/getWallets pages kept by the process (src/walletApi/listingCache.ts)', () => {
  /** A GET with its own Host header, which fetch will not send: node:http does. */
  function getWithHost(url: string, host: string): Promise<WalletsResponse> {
    return new Promise((resolve, reject) => {
      const request = httpGet(url, { headers: { host } }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve(walletsResponseSchema.parse(JSON.parse(text))));
      });
      request.on('error', reject);
    });
  }

  it('keeps a page per caller-visible input: a forged Host first does not hand its image links to the next caller', async () => {
    const url = urlOf(services().url, '/getWallets', { page: 7, entries: 3 });
    const forged = await getWithHost(url, 'attacker.example');
    expect(forged.data[0]!.image_url).toMatch(/^http:\/\/attacker\.example\//);
    const honest = await getWallets({ page: 7, entries: 3 });
    expect(honest.data.map((wallet) => wallet.id)).toEqual(forged.data.map((wallet) => wallet.id));
    for (const wallet of honest.data) expect(wallet.image_url).toMatch(new RegExp(`^${new URL(services().url).origin}/getWalletImage/`));
  });

  it('names each caller’s own project in the image links of a page another project asked for first', async () => {
    const other = await fetchJson(urlOf(services().url, '/getWallets', { page: 8, entries: 3 }, { projectId: 'latch-demo', st: 'other-sdk', sv: '9' }));
    expect(other.status).toBe(200);
    const mine = await getWallets({ page: 8, entries: 3 });
    for (const wallet of mine.data) expect(new URL(wallet.image_url!).searchParams.get('st')).toBe('latch');
  });
});
