// What a person can read on the approval screen: bytes that are strict UTF-8 and carry no control
// characters but line breaks and tabs (others would hide or garble what is signed).

/** The text, or undefined when the bytes are not readable text. */
export function readableText(bytes: Uint8Array): string | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  const binary = [...text].some((char) => {
    const code = char.charCodeAt(0);
    return (code < 0x20 && char !== '\n' && char !== '\r' && char !== '\t') || code === 0x7f;
  });
  return binary ? undefined : text;
}
