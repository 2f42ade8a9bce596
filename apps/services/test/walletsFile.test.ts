// LATCH_SERVICES_WALLETS_FILE: an operator's listing, checked field by field, served in place of the built-in registry.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { walletsResponseSchema } from '@latch/core/api';
import { ConfigError, configFromEnv, parseWallets, type RegistryWallet } from '../src/index.js';
import { fetchJson, urlOf, useServices } from './helpers.js';

const wallet = (index: number): RegistryWallet => ({
  id: `own-${index}`,
  name: `Own Wallet ${index}`,
  rank: index,
  image_id: `own-${index}`,
  rdns: null,
  chains: ['eip155:1'],
  mobile_link: `own${index}://`,
  desktop_link: null,
  webapp_link: null,
  app_store: null,
  play_store: null,
  homepage: `https://own${index}.example`,
  badge_type: null,
});
const WALLETS = Array.from({ length: 45 }, (_, index) => wallet(index + 1));

describe('the wallets file', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'latch-wallets-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is read from LATCH_SERVICES_WALLETS_FILE, relative to the working directory; unset, the built-in registry serves', async () => {
    await writeFile(join(dir, 'wallets.json'), JSON.stringify(WALLETS));
    expect(configFromEnv({ LATCH_SERVICES_WALLETS_FILE: 'wallets.json' }, dir).wallets).toEqual(WALLETS);
    expect(configFromEnv({}, dir).wallets).toBeNull();
  });

  it('fills the fields a wallet leaves out with null', () => {
    const { rdns: _rdns, desktop_link: _desktop, badge_type: _badge, ...sparse } = wallet(1);
    expect(parseWallets(JSON.stringify([sparse]))).toEqual([wallet(1)]);
  });

  it('names the variable and the bad field', async () => {
    await writeFile(join(dir, 'bad.json'), JSON.stringify([wallet(1), { ...wallet(2), mobile_link: 'javascript://alert(1)' }]));
    const read = () => configFromEnv({ LATCH_SERVICES_WALLETS_FILE: 'bad.json' }, dir);
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(/LATCH_SERVICES_WALLETS_FILE: .*bad\.json is not a valid wallets file:\n\s+\[1\]\.mobile_link: must be an https/);
    expect(() => configFromEnv({ LATCH_SERVICES_WALLETS_FILE: 'missing.json' }, dir)).toThrow(/LATCH_SERVICES_WALLETS_FILE: Cannot read the wallets file/);
  });

  it.each([
    ['not json', /is not JSON/],
    ['[]', /\(top\): must list at least one wallet/],
    [JSON.stringify([{ ...wallet(1), homepage: 'http://own.example' }]), /\[0\]\.homepage: must be an https/],
    [JSON.stringify([{ ...wallet(1), chains: ['ethereum'] }]), /\[0\]\.chains\[0\]: must be CAIP-2/],
    [JSON.stringify([{ ...wallet(1), id: 'a b' }]), /\[0\]\.id: must be 1 to 128/],
    [JSON.stringify([{ ...wallet(1), colour: 'red' }]), /\[0\]: .*colour/],
    [JSON.stringify([wallet(1), wallet(1)]), /\[1\]\.id: own-1 is listed twice/],
  ])('refuses %s', (text, message) => {
    expect(() => parseWallets(text)).toThrow(message);
  });
});

describe('services started with a listing of their own', () => {
  const services = useServices({ wallets: WALLETS });

  it('serve that listing alone, in its order, paged', async () => {
    const answer = await fetchJson(urlOf(services().url, '/getWallets', { page: 2, entries: 40 }));
    expect(answer.status).toBe(200);
    const page = walletsResponseSchema.parse(answer.body);
    expect(page.count).toBe(WALLETS.length);
    expect(page.data.map((listed) => listed.id)).toEqual(WALLETS.slice(40).map((listed) => listed.id));
  });
});
