// EIP-4361 ("Sign-In with Ethereum") messages, written and read to the letter of its ABNF: what a
// wallet signs, and what a stored session is checked against.
import type { CaipNetworkId } from '../caip/network.js';
import type { SiwxSession } from './types.js';

/** A message's fields; `chainId` as CAIP-2 (`eip155:1`), the message itself carries its reference. */
export interface Eip4361Fields {
  scheme?: string;
  domain: string;
  accountAddress: string;
  statement?: string;
  uri: string;
  chainId: CaipNetworkId;
  nonce: string;
  issuedAt: string;
  expirationTime?: string;
  notBefore?: string;
  requestId?: string;
  resources?: string[];
}

const HEADER = ' wants you to sign in with your Ethereum account:';
const SCHEME = "[A-Za-z][A-Za-z0-9+.-]*";
/** RFC 3986 authority without user info: a registered name, IPv4 or IPv6 host, and a port. */
const DOMAIN = "(?:[A-Za-z0-9._~!$&'()*+,;=%-]+|\\[[0-9A-Fa-f:.]+\\])(?::\\d+)?";
const URI = `${SCHEME}:[A-Za-z0-9._~:/?#\\[\\]@!$&'()*+,;=%-]+`;
/** reserved / unreserved / " ": everything but a line break and a few characters a URI never has. */
const STATEMENT = "[A-Za-z0-9._~:/?#\\[\\]@!$&'()*+,;= -]*";
/** RFC 3339 date-time. */
const DATE_TIME = '\\d{4}-\\d{2}-\\d{2}[Tt]\\d{2}:\\d{2}:\\d{2}(?:\\.\\d+)?(?:[Zz]|[+-]\\d{2}:\\d{2})';
const PCHARS = "[A-Za-z0-9._~!$&'()*+,;=:@%-]*";

const MESSAGE = new RegExp(
  `^(?:(${SCHEME})://)?(${DOMAIN})${HEADER}\\n(0x[0-9a-fA-F]{40})\\n\\n(?:(${STATEMENT})\\n)?\\n` +
    `URI: (${URI})\\nVersion: 1\\nChain ID: (\\d+)\\nNonce: ([A-Za-z0-9]{8,})\\nIssued At: (${DATE_TIME})` +
    `(?:\\nExpiration Time: (${DATE_TIME}))?(?:\\nNot Before: (${DATE_TIME}))?(?:\\nRequest ID: (${PCHARS}))?` +
    `(?:\\nResources:((?:\\n- ${URI})*))?$`,
);

const validTimes = (fields: Eip4361Fields) => [fields.issuedAt, fields.expirationTime, fields.notBefore].every((time) => time === undefined || !Number.isNaN(Date.parse(time)));
const validUris = (fields: Eip4361Fields) =>
  [fields.uri, ...(fields.resources ?? [])].every((uri) => {
    try {
      return Boolean(new URL(uri));
    } catch {
      return false;
    }
  });

/** The fields of an EIP-4361 message; undefined when it does not follow the ABNF. */
export function parseEip4361Message(message: string): Eip4361Fields | undefined {
  const match = MESSAGE.exec(message);
  if (!match) return undefined;
  const [, scheme, domain, accountAddress, statement, uri, reference, nonce, issuedAt, expirationTime, notBefore, requestId, resources] = match;
  const fields: Eip4361Fields = {
    ...(scheme !== undefined && { scheme }),
    domain: domain!,
    accountAddress: accountAddress!,
    ...(statement !== undefined && { statement }),
    uri: uri!,
    chainId: `eip155:${reference!}`,
    nonce: nonce!,
    issuedAt: issuedAt!,
    ...(expirationTime !== undefined && { expirationTime }),
    ...(notBefore !== undefined && { notBefore }),
    ...(requestId !== undefined && { requestId }),
    ...(resources !== undefined && { resources: resources.split('\n- ').slice(1) }),
  };
  return validTimes(fields) && validUris(fields) ? fields : undefined;
}

/**
 * The EIP-4361 text of a session's data for an account on an EIP-155 chain. The address goes in as
 * given: the sign-in flow has it checksummed (EIP-55) by the chain's adapter. Throws when a field
 * would break the ABNF (a statement with a line break, a nonce under 8 letters or digits, …).
 */
export function eip4361Message(data: SiwxSession['data'], statement?: string): string {
  const [namespace, reference] = data.chainId.split(':');
  const lines = [`${data.domain}${HEADER}`, data.accountAddress, '', ...(statement === undefined ? [] : [statement]), ''];
  lines.push(`URI: ${data.uri}`, 'Version: 1', `Chain ID: ${reference}`, `Nonce: ${data.nonce}`, `Issued At: ${data.issuedAt}`);
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`);
  const message = lines.join('\n');
  if (namespace !== 'eip155' || !parseEip4361Message(message)) throw new TypeError(`Not an EIP-4361 message: ${JSON.stringify(message)}`);
  return message;
}
