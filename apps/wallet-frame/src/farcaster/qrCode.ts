// A link as a QR code in SVG, drawn with DOM calls only (no inline style, so the frame's CSP holds).
import { encode } from 'uqr';

const SVG = 'http://www.w3.org/2000/svg';

/** Every dark module of `text`'s QR code as one path, a run of modules per subpath. */
function modulesPath(text: string): { size: number; path: string } {
  const { size, data } = encode(text, { ecc: 'M', border: 0 });
  let path = '';
  data.forEach((row, y) => {
    for (let x = 0; x < size; ) {
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

/** An `<svg role="img">` of `text`'s QR code, labelled `label`. */
export function qrCodeSvg(doc: Document, text: string, label: string): SVGSVGElement {
  const { size, path } = modulesPath(text);
  const svg = doc.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  svg.setAttribute('shape-rendering', 'crispEdges');
  svg.setAttribute('class', 'qr');
  const modules = doc.createElementNS(SVG, 'path');
  modules.setAttribute('d', path);
  svg.append(modules);
  return svg;
}
