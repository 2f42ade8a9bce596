// A made-up wallet listing of any size, written as a LATCH_SERVICES_WALLETS_FILE for the services.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RegistryWallet } from '@latch/services';

const WORDS = ['Amber', 'Birch', 'Cobalt', 'Delta', 'Ember', 'Fjord', 'Granite', 'Harbor', 'Iris', 'Juniper'] as const;

/** `count` wallets, every one on Ethereum with an app link, named `<word> Wallet <n>` so a search narrows them. */
export function benchWallets(count: number): RegistryWallet[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    return {
      id: `bench-${n}`,
      name: `${WORDS[index % WORDS.length]} Wallet ${n}`,
      rank: n,
      image_id: `bench-${n}`,
      rdns: null,
      chains: ['eip155:1'],
      mobile_link: `bench${n}://`,
      desktop_link: null,
      webapp_link: null,
      app_store: null,
      play_store: null,
      homepage: `https://bench${n}.example`,
      badge_type: null,
    };
  });
}

/** Writes the listing to a file in a fresh temporary folder; `remove` deletes the folder. */
export async function writeBenchListing(count: number): Promise<{ file: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'latch-bench-listing-'));
  const file = join(dir, 'wallets.json');
  await writeFile(file, JSON.stringify(benchWallets(count)));
  return { file, remove: () => rm(dir, { recursive: true, force: true }) };
}
