// Made-up wallets that give the listing its real size (the hosted registry lists hundreds).
// Deterministic: the same names, ids, chains and links on every start. Their links use an app
// scheme or https on `.example` hosts (RFC 2606), which never reach anyone.
import { BITCOIN, EVM, SOLANA } from './chains.js';
import type { RegistryWallet } from './types.js';

export const ADJECTIVES = [
  'Amber', 'Azure', 'Bright', 'Cedar', 'Cobalt', 'Coral', 'Crimson', 'Dawn', 'Ember', 'Fern', 'Frost', 'Golden',
  'Harbor', 'Indigo', 'Jade', 'Lunar', 'Maple', 'Nova', 'Onyx', 'Pine', 'Quartz', 'River', 'Solar', 'Tidal',
] as const;
export const NOUNS = [
  'Vault', 'Keep', 'Ledger', 'Purse', 'Safe', 'Pocket', 'Key', 'Wallet', 'Chest', 'Shield', 'Anchor', 'Beacon', 'Bridge',
  'Compass', 'Forge', 'Garden', 'Haven', 'Lantern', 'Nest', 'Orbit', 'Path', 'Signal', 'Summit', 'Tower', 'Wave',
] as const;

/** How many: every adjective with every noun. */
export const GENERATED_COUNT = ADJECTIVES.length * NOUNS.length;
/** Generated wallets rank after every known one. */
export const GENERATED_RANK_START = 1000;

function chainsOf(index: number): string[] {
  if (index % 11 === 0) return [SOLANA];
  const evm = EVM.filter((_, position) => position === 0 || (index + position) % 3 === 0);
  return [...evm, ...(index % 3 === 0 ? [SOLANA] : []), ...(index % 7 === 0 ? [BITCOIN] : [])];
}

export function generatedWallets(): RegistryWallet[] {
  return Array.from({ length: GENERATED_COUNT }, (_, index) => {
    const adjective = ADJECTIVES[index % ADJECTIVES.length]!;
    const noun = NOUNS[Math.floor(index / ADJECTIVES.length)]!;
    const slug = `${adjective}-${noun}`.toLowerCase();
    const scheme = slug.replace('-', '');
    return {
      id: `gen-${slug}`,
      name: `${adjective} ${noun}`,
      rank: GENERATED_RANK_START + index,
      image_id: `gen-${slug}`,
      rdns: `example.${scheme}`,
      chains: chainsOf(index),
      mobile_link: index % 4 === 3 ? null : `${scheme}://`,
      desktop_link: null,
      webapp_link: index % 5 === 0 ? `https://app.${slug}.example` : null,
      app_store: null,
      play_store: null,
      homepage: `https://${slug}.example`,
      badge_type: null,
    };
  });
}
