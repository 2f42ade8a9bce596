// The known wallets' images: each in its brand's colour, a simple mark drawn here where the brand's
// is geometric, else its initials. Drawn for this registry (96 × 96), not taken from any brand kit.
import { escapeXml, initialsElement, initialsOf, type ImageShape } from './svg.js';

export interface WalletMark {
  /** The tile's colour. */
  color: string;
  /** SVG elements drawn on the tile; without them, the initials (or `text`) are. */
  draw?: string;
  /** The initials' colour, white unless the tile is light (initialsElement's default). */
  ink?: string;
  text?: string;
}

/** By registry image id (apps/services/src/walletApi/registry/realWallets.ts). */
export const WALLET_MARKS: Readonly<Record<string, WalletMark>> = {
  metamask: { color: '#f6851b', draw: '<path d="M22 24 40 38h16l18-14-3 30-23 22-23-22z" fill="#fff"/><path d="M40 52h4v6h-4zm12 0h4v6h-4z" fill="#763d16"/>' },
  trust: { color: '#0500ff', draw: '<path d="M48 18l26 9c0 28-10 43-26 52-16-9-26-24-26-52z" fill="none" stroke="#fff" stroke-width="7" stroke-linejoin="round"/>' },
  coinbase: { color: '#0052ff', draw: '<circle cx="48" cy="48" r="28" fill="#fff"/><rect x="38" y="38" width="20" height="20" rx="3" fill="#0052ff"/>' },
  rainbow: {
    color: '#001e59',
    draw: ['#ff4000:44', '#ffd014:35', '#1fc24a:26', '#0e76fd:17']
      .map((ring) => ring.split(':'))
      .map(([stroke, r]) => `<path d="M22 ${74 - Number(r)}a${r} ${r} 0 0 1 ${r} ${r}" fill="none" stroke="${stroke}" stroke-width="8"/>`)
      .join(''),
  },
  phantom: { color: '#ab9ff2', draw: '<path d="M26 72V48a22 22 0 0 1 44 0v24l-7.3-6-7.4 6-7.3-6-7.3 6-7.4-6z" fill="#fff"/><ellipse cx="42" cy="47" rx="3.5" ry="6" fill="#ab9ff2"/><ellipse cx="56" cy="47" rx="3.5" ry="6" fill="#ab9ff2"/>' },
  rabby: { color: '#7084ff' },
  okx: { color: '#000', draw: '<path d="M24 24h16v16H24zm32 0h16v16H56zM40 40h16v16H40zM24 56h16v16H24zm32 0h16v16H56z" fill="#fff"/>' },
  zerion: { color: '#2962ef', text: 'Z' },
  'ledger-live': { color: '#000', draw: '<path d="M24 40V24h22M50 72h22V56M24 56v16h16M52 24h20v20" fill="none" stroke="#fff" stroke-width="6"/>' },
  uniswap: { color: '#ff007a', text: 'U' },
  argent: { color: '#ff875b', text: 'A' },
  exodus: { color: '#1f2033', draw: '<path d="M28 28l40 40" stroke="#8c65f7" stroke-width="12" stroke-linecap="round"/><path d="M68 28 28 68" stroke="#00bfff" stroke-width="12" stroke-linecap="round"/>' },
  imtoken: { color: '#11c4d1' },
  tokenpocket: { color: '#2980fe' },
  bitget: { color: '#00f0ff', ink: '#000' },
  safepal: { color: '#4a21ef' },
  backpack: { color: '#e33e3f', draw: '<path d="M40 34v-6a8 8 0 0 1 16 0v6" fill="none" stroke="#fff" stroke-width="5"/><rect x="28" y="34" width="40" height="40" rx="10" fill="#fff"/><rect x="36" y="54" width="24" height="10" rx="3" fill="#e33e3f"/>' },
  solflare: { color: '#ffef46', ink: '#111' },
  binance: { color: '#1e2026', draw: '<path d="M48 36l12 12-12 12-12-12zm0-20 8 8-8 8-8-8zm0 48 8 8-8 8-8-8zM24 40l8 8-8 8-8-8zm48 0 8 8-8 8-8-8z" fill="#f0b90b"/>' },
  'crypto-com': { color: '#103f68' },
  oneinch: { color: '#1b314f', text: '1' },
  safe: { color: '#12ff80', ink: '#121312', text: 'S' },
  zengo: { color: '#6ad0b6', ink: '#0b2a24' },
  'magic-eden': { color: '#e42575' },
  kraken: { color: '#7132f5' },
  robinhood: { color: '#ccff00', ink: '#000' },
  mew: { color: '#05c0a5' },
  coin98: { color: '#d9b432', ink: '#000' },
  family: { color: '#000' },
  brave: { color: '#fb542b' },
  frame: { color: '#1a1b1f', draw: '<rect x="28" y="28" width="40" height="40" rx="4" fill="none" stroke="#fff" stroke-width="8"/>' },
  taho: { color: '#d08e39' },
  enkrypt: { color: '#a33cf6' },
  atomic: { color: '#1f8efa' },
  keplr: { color: '#314fdf' },
  xverse: { color: '#181818' },
  leather: { color: '#12100f', ink: '#f5f1ed' },
  unisat: { color: '#000', ink: '#ff7e00' },
  talisman: { color: '#d5ff5c', ink: '#000' },
  subwallet: { color: '#004bff' },
  nova: { color: '#2a64f6' },
  glow: { color: '#8a45ff' },
  trezor: { color: '#00854d', draw: '<path d="M36 44v-8a12 12 0 0 1 24 0v8" fill="none" stroke="#fff" stroke-width="7"/><rect x="28" y="44" width="40" height="30" rx="5" fill="#fff"/>' },
};

/** The wallet's tile (a token's or network's round one): its mark, or its initials in its colours. */
export function renderWalletMark(label: string, mark: WalletMark, shape: ImageShape = 'square'): string {
  const inside = mark.draw ?? initialsElement(mark.text ?? initialsOf(label), mark.ink);
  const tile = shape === 'circle' ? `<circle cx="48" cy="48" r="48" fill="${mark.color}"/>` : `<rect width="96" height="96" rx="24" fill="${mark.color}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(label)}">${tile}${inside}</svg>`;
}
