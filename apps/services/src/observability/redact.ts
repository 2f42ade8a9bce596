// What a log line may say of the text an error carries: no email, no full address or key, no
// token, no URL past its origin (a node's URL can hold an API key in its path or query).
const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,}/gi;
const URL_PATTERN = /\b(?:https?|wss?):\/\/[^\s"'<>)]+/gi;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const HEX = /\b0x[0-9a-f]{40,}\b/gi;
/** Base58 and base64url runs as long as a Solana address, a key or a session token. */
const LONG_TOKEN = /\b[\w-]{32,}\b/g;

/** An address or key cut to its first 6 and last 4 characters: enough to tell two apart in a log, never the whole. */
export const truncated = (value: string) => (value.length <= 12 ? '…' : `${value.slice(0, 6)}…${value.slice(-4)}`);

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return '[url]';
  }
};

/** `text` with every email, URL path and query, JWT, long hex and long token taken out. */
export function scrub(text: string): string {
  return text.replace(URL_PATTERN, originOf).replace(EMAIL, '[email]').replace(JWT, '[jwt]').replace(HEX, truncated).replace(LONG_TOKEN, truncated);
}
