// A minimal reader of the messages the catcher receives: the headers a person looks at and the
// plain-text body. Enough for what nodemailer and ordinary clients send (7bit, 8bit,
// quoted-printable, base64; RFC 2047 encoded words; one text/plain part found in nested
// multiparts), not a full MIME parser.

export interface ParsedMail {
  /** Header names lower-cased; a header given twice keeps its first value. */
  headers: Map<string, string>;
  subject: string;
  from: string;
  to: string;
  /** The first text/plain part, decoded, with `\n` line ends and no trailing newline. */
  text: string;
}

interface Part {
  headers: Map<string, string>;
  body: Buffer;
}

function splitHeaderAndBody(raw: Buffer): Part {
  const crlf = raw.indexOf('\r\n\r\n');
  const lf = raw.indexOf('\n\n');
  const [end, skip] = crlf !== -1 && (lf === -1 || crlf < lf) ? [crlf, 4] : lf !== -1 ? [lf, 2] : [raw.length, 0];
  const head = raw.subarray(0, end).toString('utf8').replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body: raw.subarray(Math.min(raw.length, end + skip)) };
}

/** `text/plain; charset="utf-8"` → the type and its parameters, names lower-cased. */
function parseContentType(value: string | undefined): { type: string; params: Map<string, string> } {
  const [type = 'text/plain', ...rest] = (value ?? 'text/plain').split(';');
  const params = new Map<string, string>();
  for (const param of rest) {
    const eq = param.indexOf('=');
    if (eq > 0) params.set(param.slice(0, eq).trim().toLowerCase(), param.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1'));
  }
  return { type: type.trim().toLowerCase(), params };
}

/** Each run of `=XX` escapes becomes its bytes, and the text between stays as it is (an `=` not followed by two hex digits too). */
function decodeQuotedPrintable(input: string, underscoreIsSpace = false): Buffer {
  const text = (underscoreIsSpace ? input.replace(/_/g, ' ') : input).replace(/=\r?\n/g, '');
  const chunks: Buffer[] = [];
  let from = 0;
  for (const escapes of text.matchAll(/(?:=[0-9A-Fa-f]{2})+/g)) {
    chunks.push(Buffer.from(text.slice(from, escapes.index), 'utf8'), Buffer.from(escapes[0].replaceAll('=', ''), 'hex'));
    from = escapes.index + escapes[0].length;
  }
  chunks.push(Buffer.from(text.slice(from), 'utf8'));
  return Buffer.concat(chunks);
}

function decodeCharset(bytes: Buffer, charset: string | undefined): string {
  try {
    return new TextDecoder(charset || 'utf-8').decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

/** RFC 2047: `=?UTF-8?B?…?=` and `=?UTF-8?Q?…?=`, with the blanks between two of them dropped. */
export function decodeEncodedWords(value: string): string {
  const word = /=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g;
  return value.replace(/(=\?[^?\s]+\?[BbQq]\?[^?\s]*\?=)\s+(?==\?)/g, '$1').replace(word, (_match, charset: string, encoding: string, data: string) => {
    const bytes = encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : decodeQuotedPrintable(data, true);
    return decodeCharset(bytes, charset.split('*')[0]);
  });
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const raw = part.body.toString('latin1');
  const bytes =
    encoding === 'base64'
      ? Buffer.from(raw.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(raw)
        : part.body;
  return decodeCharset(bytes, parseContentType(part.headers.get('content-type')).params.get('charset'));
}

/** The parts between the boundary lines of a multipart body (preamble and epilogue left out). */
function splitMultipart(body: Buffer, boundary: string): Buffer[] {
  const text = body.toString('latin1');
  const delimiter = `--${boundary}`;
  const parts: Buffer[] = [];
  let start = -1;
  for (let at = text.indexOf(delimiter); at !== -1; at = text.indexOf(delimiter, at + delimiter.length)) {
    const lineStart = at === 0 || text[at - 1] === '\n';
    if (!lineStart) continue;
    if (start !== -1) parts.push(Buffer.from(text.slice(start, at).replace(/\r?\n$/, ''), 'latin1'));
    if (text.startsWith('--', at + delimiter.length)) return parts;
    const lineEnd = text.indexOf('\n', at);
    if (lineEnd === -1) return parts;
    start = lineEnd + 1;
  }
  return parts;
}

function findText(part: Part, depth = 0): string | undefined {
  const { type, params } = parseContentType(part.headers.get('content-type'));
  if (type.startsWith('multipart/')) {
    const boundary = params.get('boundary');
    if (!boundary || depth > 5) return undefined;
    for (const child of splitMultipart(part.body, boundary)) {
      const found = findText(splitHeaderAndBody(child), depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  return type === 'text/plain' ? decodeBody(part) : undefined;
}

export function parseMail(raw: Buffer | string): ParsedMail {
  const message = splitHeaderAndBody(typeof raw === 'string' ? Buffer.from(raw, 'utf8') : raw);
  const header = (name: string) => decodeEncodedWords(message.headers.get(name) ?? '');
  const text = (findText(message) ?? '').replace(/\r\n/g, '\n').replace(/\n+$/, '');
  return { headers: message.headers, subject: header('subject'), from: header('from'), to: header('to'), text };
}
