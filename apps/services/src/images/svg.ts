// Simple, deterministic SVG images: a colour from the id's hash and the label's initials.

export type ImageShape = 'square' | 'circle';

/** FNV-1a, 32 bits: a stable number from a string. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]!);

/** Up to two initials of a name ("Trust Wallet" → "TW"), or, when asked, a short symbol as it is ("USDC"). */
export function initialsOf(label: string, keepShort = false): string {
  const trimmed = label.trim();
  if (keepShort && trimmed.length <= 4) return trimmed;
  const words = trimmed.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) {
    // "MetaMask" → "MM", "Rainbow" → "R".
    const capitals = words[0]!.match(/\p{Lu}/gu) ?? [];
    return capitals.length >= 2 ? capitals.slice(0, 2).join('') : [...words[0]!][0]!.toUpperCase();
  }
  return words
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join('');
}

export interface SvgImage {
  id: string;
  label: string;
  text: string;
  shape: ImageShape;
}

/** `text` centred on a 96 × 96 image, smaller the longer it is. */
function initialsElement(text: string): string {
  const fontSize = text.length <= 2 ? 38 : text.length === 3 ? 30 : 24;
  return `<text x="48" y="48" dy="0.35em" text-anchor="middle" font-family="system-ui, -apple-system, Segoe UI, sans-serif" font-size="${fontSize}" font-weight="700" fill="#fff">${escapeXml(text)}</text>`;
}

export function renderSvg({ id, label, text, shape }: SvgImage): string {
  const hash = hashOf(id);
  const hue = hash % 360;
  const second = (hue + 40) % 360;
  const background =
    shape === 'circle' ? '<circle cx="48" cy="48" r="48" fill="url(#g)"/>' : '<rect width="96" height="96" rx="24" fill="url(#g)"/>';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(label)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 52%)"/><stop offset="1" stop-color="hsl(${second} 70% 38%)"/></linearGradient></defs>`,
    background,
    initialsElement(text),
    '</svg>',
  ].join('');
}
