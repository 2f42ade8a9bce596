// The known wallets' images: each in its brand's colour with a simple mark, the brand's where it is
// geometric, else one that recalls it. Drawn for this registry (96 × 96), not taken from any brand kit.
import { escapeXml, type ImageShape } from './svg.js';

export interface WalletMark {
  /** The tile's colour. */
  color: string;
  /** SVG elements drawn on the tile. */
  draw: string;
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
  rabby: { color: '#7084ff', draw: '<ellipse cx="38" cy="32" rx="6" ry="14" fill="#fff"/><ellipse cx="58" cy="32" rx="6" ry="14" fill="#fff"/><ellipse cx="48" cy="58" rx="24" ry="17" fill="#fff"/><circle cx="56" cy="55" r="3.5" fill="#7084ff"/>' },
  okx: { color: '#000', draw: '<path d="M24 24h16v16H24zm32 0h16v16H56zM40 40h16v16H40zM24 56h16v16H24zm32 0h16v16H56z" fill="#fff"/>' },
  zerion: { color: '#2962ef', draw: '<path d="M26 26h44v9L42 61h28v9H26v-9l28-26H26z" fill="#fff"/>' },
  'ledger-live': { color: '#000', draw: '<path d="M24 40V24h22M50 72h22V56M24 56v16h16M52 24h20v20" fill="none" stroke="#fff" stroke-width="6"/>' },
  uniswap: { color: '#ff007a', draw: '<path d="M48 18c11 17 22 28 22 41a22 22 0 0 1-44 0c0-13 11-24 22-41z" fill="#fff"/>' },
  argent: { color: '#ff875b', draw: '<path d="M48 20 24 76h13l11-28 11 28h13z" fill="#fff"/>' },
  exodus: { color: '#1f2033', draw: '<path d="M28 28l40 40" stroke="#8c65f7" stroke-width="12" stroke-linecap="round"/><path d="M68 28 28 68" stroke="#00bfff" stroke-width="12" stroke-linecap="round"/>' },
  imtoken: { color: '#11c4d1', draw: '<circle cx="48" cy="48" r="26" fill="#fff"/><path d="M35 50c7 10 19 10 26 0" fill="none" stroke="#11c4d1" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>' },
  tokenpocket: { color: '#2980fe', draw: '<rect x="24" y="24" width="22" height="48" rx="3" fill="#fff"/><path d="M50 24h10a14 14 0 0 1 0 28H50z" fill="#fff"/>' },
  bitget: { color: '#00f0ff', draw: '<path d="M32 24h24L40 48H16zM56 48h24L64 72H40z" fill="#000"/>' },
  safepal: { color: '#4a21ef', draw: '<path d="M48 18 74 33v30L48 78 22 63V33z" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/><path d="M48 34 60 41v14L48 62 36 55V41z" fill="#fff"/>' },
  backpack: { color: '#e33e3f', draw: '<path d="M40 34v-6a8 8 0 0 1 16 0v6" fill="none" stroke="#fff" stroke-width="5"/><rect x="28" y="34" width="40" height="40" rx="10" fill="#fff"/><rect x="36" y="54" width="24" height="10" rx="3" fill="#e33e3f"/>' },
  solflare: { color: '#ffef46', draw: '<circle cx="48" cy="48" r="13" fill="#111"/><path d="M48 18v9M48 69v9M18 48h9M69 48h9M27 27l6 6M63 63l6 6M27 69l6-6M63 33l6-6" fill="none" stroke="#111" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>' },
  binance: { color: '#1e2026', draw: '<path d="M48 36l12 12-12 12-12-12zm0-20 8 8-8 8-8-8zm0 48 8 8-8 8-8-8zM24 40l8 8-8 8-8-8zm48 0 8 8-8 8-8-8z" fill="#f0b90b"/>' },
  'crypto-com': { color: '#103f68', draw: '<path d="M48 18l26 15v30L48 78 22 63V33z" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/><path d="M48 34 60 41v14L48 62 36 55V41z" fill="#fff"/>' },
  oneinch: { color: '#1b314f', draw: '<path d="M40 32l14-10h8v52H50V36l-8 6z" fill="#fff"/>' },
  safe: { color: '#12ff80', draw: '<path d="M26 42h20l5-7h19M70 54H50l-5 7H26" fill="none" stroke="#121312" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>' },
  zengo: { color: '#6ad0b6', draw: '<circle cx="48" cy="48" r="22" fill="none" stroke="#0b2a24" stroke-width="9"/>' },
  'magic-eden': { color: '#e42575', draw: '<path d="M20 68 32 30l16 22 16-22 12 38" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>' },
  kraken: { color: '#7132f5', draw: '<path d="M22 56V46a26 26 0 0 1 52 0v10z" fill="#fff"/><path d="M30 58v12M43 58v14M53 58v14M66 58v12" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>' },
  robinhood: { color: '#ccff00', draw: '<path d="M28 74c4-26 18-44 44-52-6 20-18 36-34 44l-4 8z" fill="#000"/>' },
  mew: { color: '#05c0a5', draw: '<path d="M22 34l10 30 10-22 12 22 10-22 10 22" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>' },
  coin98: { color: '#d9b432', draw: '<circle cx="38" cy="38" r="13" fill="none" stroke="#000" stroke-width="7"/><circle cx="58" cy="58" r="13" fill="none" stroke="#000" stroke-width="7"/>' },
  family: { color: '#000', draw: '<circle cx="48" cy="48" r="26" fill="#fff"/><circle cx="39" cy="44" r="4.5" fill="#000"/><circle cx="57" cy="44" r="4.5" fill="#000"/><path d="M38 57c6 6 14 6 20 0" fill="none" stroke="#000" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>' },
  brave: { color: '#fb542b', draw: '<path d="M34 20h28l12 14-7 28-19 16-19-16-7-28z" fill="#fff"/>' },
  frame: { color: '#1a1b1f', draw: '<rect x="28" y="28" width="40" height="40" rx="4" fill="none" stroke="#fff" stroke-width="8"/>' },
  taho: { color: '#d08e39', draw: '<path d="M48 18 74 48 48 78 22 48z" fill="#fff"/><path d="M48 36 60 48 48 60 36 48z" fill="#d08e39"/>' },
  enkrypt: { color: '#a33cf6', draw: '<path d="M28 24h40v11H40v8h24v10H40v8h28v11H28z" fill="#fff"/>' },
  atomic: { color: '#1f8efa', draw: '<circle cx="48" cy="48" r="7" fill="#fff"/><ellipse cx="48" cy="48" rx="30" ry="11" fill="none" stroke="#fff" stroke-width="4" transform="rotate(0 48 48)"/><ellipse cx="48" cy="48" rx="30" ry="11" fill="none" stroke="#fff" stroke-width="4" transform="rotate(60 48 48)"/><ellipse cx="48" cy="48" rx="30" ry="11" fill="none" stroke="#fff" stroke-width="4" transform="rotate(120 48 48)"/>' },
  keplr: { color: '#314fdf', draw: '<path d="M32 22v52M36 48l26-26M38 48l26 26" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>' },
  xverse: { color: '#181818', draw: '<path d="M28 28l40 40M68 28 28 68" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>' },
  leather: { color: '#12100f', draw: '<path d="M32 22v50h32" fill="none" stroke="#f5f1ed" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>' },
  unisat: { color: '#000', draw: '<path d="M28 22v28a20 20 0 0 0 40 0V22" fill="none" stroke="#ff7e00" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>' },
  talisman: { color: '#d5ff5c', draw: '<circle cx="48" cy="56" r="13" fill="none" stroke="#000" stroke-width="5"/><circle cx="48" cy="56" r="4.5" fill="#000"/><path d="M34 44V26M43 40V20M53 40V20M62 44V26" fill="none" stroke="#000" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>' },
  subwallet: { color: '#004bff', draw: '<path d="M28 24h40v14H28zM28 44h40v8H28zM28 58h40v14H28z" fill="#fff"/>' },
  nova: { color: '#2a64f6', draw: '<path d="M48 18l8 21h22L60 53l7 23-19-14-19 14 7-23-18-14h22z" fill="#fff"/>' },
  glow: { color: '#8a45ff', draw: '<circle cx="48" cy="48" r="28" fill="#fff" fill-opacity=".35"/><circle cx="48" cy="48" r="15" fill="#fff"/>' },
  trezor: { color: '#00854d', draw: '<path d="M36 44v-8a12 12 0 0 1 24 0v8" fill="none" stroke="#fff" stroke-width="7"/><rect x="28" y="44" width="40" height="30" rx="5" fill="#fff"/>' },
};

/** The wallet's tile (a token's or network's round one) with its mark. */
export function renderWalletMark(label: string, mark: WalletMark, shape: ImageShape = 'square'): string {
  const tile = shape === 'circle' ? `<circle cx="48" cy="48" r="48" fill="${mark.color}"/>` : `<rect width="96" height="96" rx="24" fill="${mark.color}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(label)}">${tile}${mark.draw}</svg>`;
}
