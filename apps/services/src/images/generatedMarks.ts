// The made-up wallets' images (walletApi/registry/generatedWallets.ts): each name is an adjective and
// a noun, so each wallet is its noun's drawing on its adjective's colour, as a real wallet shows
// its own mark. Drawn for this registry (96 × 96).
import type { ADJECTIVES, NOUNS } from '../walletApi/registry/generatedWallets.js';
import type { WalletMark } from './walletMarks.js';

type Adjective = (typeof ADJECTIVES)[number];
type Noun = (typeof NOUNS)[number];

/** Deep enough for a white drawing to read on it. */
const COLORS: Readonly<Record<Adjective, string>> = {
  Amber: '#c27803', Azure: '#0369a1', Bright: '#a16207', Cedar: '#7c2d12', Cobalt: '#1d4ed8', Coral: '#e0475b',
  Crimson: '#b91c1c', Dawn: '#ea580c', Ember: '#c2410c', Fern: '#15803d', Frost: '#0e7490', Golden: '#b45309',
  Harbor: '#115e59', Indigo: '#4338ca', Jade: '#047857', Lunar: '#475569', Maple: '#9a3412', Nova: '#7c3aed',
  Onyx: '#18181b', Pine: '#14532d', Quartz: '#a21caf', River: '#2563eb', Solar: '#d97706', Tidal: '#155e75',
};

const line = (d: string, width = 6, ink = '#fff') => `<path d="${d}" fill="none" stroke="${ink}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
const shape = (d: string, fill = '#fff') => `<path d="${d}" fill="${fill}"/>`;

/** Each noun's drawing; `tile` is the colour behind it, for the parts cut out of the white. */
const DRAWINGS: Readonly<Record<Noun, (tile: string) => string>> = {
  Vault: (tile) => `<rect x="24" y="24" width="48" height="48" rx="8" fill="#fff"/><circle cx="48" cy="48" r="11" fill="none" stroke="${tile}" stroke-width="5"/>`,
  Keep: () => shape('M26 74V30h9v9h8v-9h10v9h8v-9h9v44z'),
  Ledger: (tile) => `<rect x="28" y="20" width="40" height="56" rx="5" fill="#fff"/>${line('M37 36h22M37 47h22M37 58h14', 5, tile)}`,
  Purse: () => shape('M24 44h48l-5 30H29z') + line('M37 44v-5a11 11 0 0 1 22 0v5', 5),
  Safe: (tile) => `<rect x="24" y="24" width="48" height="44" rx="6" fill="#fff"/><circle cx="52" cy="46" r="9" fill="${tile}"/>${line('M32 70v6M64 70v6', 5)}`,
  Pocket: (tile) => shape('M26 26h44v24a22 22 0 0 1-44 0z') + line('M36 40l12 10 12-10', 5, tile),
  Key: () => `<circle cx="34" cy="48" r="12" fill="none" stroke="#fff" stroke-width="6"/>${line('M46 48h28M64 48v11M74 48v8')}`,
  Wallet: (tile) => `<rect x="20" y="28" width="56" height="42" rx="7" fill="#fff"/><rect x="54" y="42" width="22" height="14" rx="5" fill="${tile}"/>`,
  Chest: (tile) => shape('M22 46a26 18 0 0 1 52 0v26H22z') + `<path d="M22 50h52" stroke="${tile}" stroke-width="4"/><rect x="43" y="46" width="10" height="12" rx="2" fill="${tile}"/>`,
  Shield: () => shape('M48 18l26 9v18c0 17-11 28-26 34-15-6-26-17-26-34V27z'),
  Anchor: () => `<circle cx="48" cy="24" r="6" fill="none" stroke="#fff" stroke-width="5"/>${line('M48 30v44M36 42h24M24 54c2 12 12 20 24 20s22-8 24-20', 5)}`,
  Beacon: () => shape('M39 76l5-40h8l5 40z') + line('M48 16v8M30 24l6 6M66 24l-6 6', 5),
  Bridge: () => line('M18 58h60M22 58c8-20 44-20 52 0M32 49v9M48 45v13M64 49v9M26 58v14M70 58v14', 5),
  Compass: () => `<circle cx="48" cy="48" r="27" fill="none" stroke="#fff" stroke-width="5"/>${shape('M60 36 52 52 36 60l8-16z')}`,
  Forge: () => shape('M20 34h48c0 7 4 11 10 11v7H60l4 18H32l4-18h-8c-6 0-8-8-8-18z'),
  Garden: () => line('M48 76V46', 5) + shape('M48 48c0-15 8-23 23-23 0 15-8 23-23 23zm0 8c0-12-8-19-20-19 0 12 8 19 20 19z'),
  Haven: (tile) => shape('M48 20 20 46h8v28h40V46h8z') + `<rect x="42" y="56" width="12" height="18" fill="${tile}"/>`,
  Lantern: () => `<rect x="33" y="32" width="30" height="36" rx="7" fill="#fff"/>${line('M40 32v-6h16v6M48 18v8M33 76h30', 4)}`,
  Nest: () => `<circle cx="39" cy="42" r="8" fill="#fff"/><circle cx="57" cy="40" r="8" fill="#fff"/>${shape('M20 50h56c0 14-12 24-28 24S20 64 20 50z')}`,
  Orbit: () => `<circle cx="48" cy="48" r="9" fill="#fff"/><ellipse cx="48" cy="48" rx="30" ry="12" fill="none" stroke="#fff" stroke-width="4" transform="rotate(-30 48 48)"/>`,
  Path: () => `<path d="M30 76c0-16 36-12 36-28S40 32 40 20" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-dasharray="9 8"/>`,
  Signal: () => shape('M22 74V62h9v12zm14 0V50h9v24zm14 0V38h9v36zm14 0V24h9v50z'),
  Summit: () => shape('M16 74 40 32l10 17 9-12 21 37z'),
  Tower: (tile) => shape('M36 76V34l12-14 12 14v42z') + `<rect x="43" y="40" width="10" height="12" rx="2" fill="${tile}"/>`,
  Wave: () => line('M18 42c8-9 15-9 22 0s15 9 22 0 11-7 16-5M18 60c8-9 15-9 22 0s15 9 22 0 11-7 16-5'),
};

const isAdjective = (word: string): word is Adjective => Object.hasOwn(COLORS, word);
const isNoun = (word: string): word is Noun => Object.hasOwn(DRAWINGS, word);

/** A generated wallet's mark from its name ("Amber Vault"), or undefined for any other name. */
export function generatedWalletMark(label: string): WalletMark | undefined {
  const [adjective = '', noun = '', ...rest] = label.split(' ');
  if (rest.length || !isAdjective(adjective) || !isNoun(noun)) return undefined;
  const color = COLORS[adjective];
  return { color, draw: DRAWINGS[noun](color) };
}
