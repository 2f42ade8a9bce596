import { encode } from 'uqr';

export interface QrModules {
  /** Modules per side. */
  size: number;
  /** One SVG path of every dark module, a run of them per subpath. */
  path: string;
}

/**
 * The QR code of `text` as one path. Level Q corrects a quarter of the code, enough for the
 * wallet icon laid over its centre; the quiet zone is the container's padding.
 */
export function qrModules(text: string): QrModules {
  const { size, data } = encode(text, { ecc: 'Q', border: 0 });
  let path = '';
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x += 1;
      path += `M${start},${y}h${x - start}v1h-${x - start}z`;
    }
  });
  return { size, path };
}
