// CAIP-122 ("Sign-In with X") messages: EIP-4361's, which CAIP-122 takes for every namespace. One
// ABNF, where a namespace's profile says only how its header names the chain, and how its addresses
// and chain references are written. Written and read to the letter here; the profile is the namespace
// adapter's (`NamespaceRules.signIn`), picked from profiles.ts or written for its own namespace.
import type { ChainNamespace } from '../caip/namespaces.js';
import type { CaipNetworkId } from '../caip/network.js';
import type { SiwxSession } from './types.js';

/** What a namespace changes in the message, and in checking a signed one. Plain data: core keeps it with the adapter's rules. */
export interface SignInProfile {
  namespace: ChainNamespace;
  /** The chain's name in the header: "… sign in with your Ethereum account:". */
  accountLabel: string;
  /** A regular expression (unanchored source) of the namespace's addresses. */
  address: string;
  /** A regular expression (unanchored source) of its CAIP-2 references, the message's Chain ID. */
  reference: string;
  /** Whether an address is the same account whatever its case (EVM's: EIP-55 only checksums); else case counts (base58). */
  caseInsensitiveAddress?: boolean;
  /**
   * How core checks a session's signature itself: `ed25519`, the base58 signature of the message's
   * UTF-8 by the base58 public key that is the address (Solana). Left out, only the dApp's verifier checks it.
   */
  signature?: 'ed25519';
}

/** A message's fields; `chainId` as CAIP-2 (`eip155:1`), the message itself carries its reference. */
export interface Caip122Fields {
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

const header = (profile: SignInProfile) => ` wants you to sign in with your ${profile.accountLabel} account:`;
const SCHEME = "[A-Za-z][A-Za-z0-9+.-]*";
/** RFC 3986 authority without user info: a registered name, IPv4 or IPv6 host, and a port. */
const DOMAIN = "(?:[A-Za-z0-9._~!$&'()*+,;=%-]+|\\[[0-9A-Fa-f:.]+\\])(?::\\d+)?";
const URI = `${SCHEME}:[A-Za-z0-9._~:/?#\\[\\]@!$&'()*+,;=%-]+`;
/** reserved / unreserved / " ": everything but a line break and a few characters a URI never has. */
const STATEMENT = "[A-Za-z0-9._~:/?#\\[\\]@!$&'()*+,;= -]*";
/** RFC 3339 date-time. */
const DATE_TIME = '\\d{4}-\\d{2}-\\d{2}[Tt]\\d{2}:\\d{2}:\\d{2}(?:\\.\\d+)?(?:[Zz]|[+-]\\d{2}:\\d{2})';
const PCHARS = "[A-Za-z0-9._~!$&'()*+,;=:@%-]*";

const patterns = new Map<SignInProfile, RegExp>();
function messagePattern(profile: SignInProfile): RegExp {
  let pattern = patterns.get(profile);
  if (!pattern) {
    pattern = new RegExp(
      `^(?:(${SCHEME})://)?(${DOMAIN})${header(profile)}\\n(${profile.address})\\n\\n(?:(${STATEMENT})\\n)?\\n` +
        `URI: (${URI})\\nVersion: 1\\nChain ID: (${profile.reference})\\nNonce: ([A-Za-z0-9]{8,})\\nIssued At: (${DATE_TIME})` +
        `(?:\\nExpiration Time: (${DATE_TIME}))?(?:\\nNot Before: (${DATE_TIME}))?(?:\\nRequest ID: (${PCHARS}))?` +
        `(?:\\nResources:((?:\\n- ${URI})*))?$`,
    );
    patterns.set(profile, pattern);
  }
  return pattern;
}

const validTimes = (fields: Caip122Fields) => [fields.issuedAt, fields.expirationTime, fields.notBefore].every((time) => time === undefined || !Number.isNaN(Date.parse(time)));
const validUris = (fields: Caip122Fields) =>
  [fields.uri, ...(fields.resources ?? [])].every((uri) => {
    try {
      return Boolean(new URL(uri));
    } catch {
      return false;
    }
  });

/** The fields of a sign-in message in `profile`; undefined when it does not follow its ABNF. */
export function parseCaip122Message(profile: SignInProfile, message: string): Caip122Fields | undefined {
  const match = messagePattern(profile).exec(message);
  if (!match) return undefined;
  const [, scheme, domain, accountAddress, statement, uri, reference, nonce, issuedAt, expirationTime, notBefore, requestId, resources] = match;
  const fields: Caip122Fields = {
    ...(scheme !== undefined && { scheme }),
    domain: domain!,
    accountAddress: accountAddress!,
    ...(statement !== undefined && { statement }),
    uri: uri!,
    chainId: `${profile.namespace}:${reference!}`,
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
 * The text of a session's data in `profile`. The address goes in as given: the sign-in flow has it
 * written canonically by the chain's adapter. Throws when a field would break the ABNF (a statement
 * with a line break, a nonce under 8 letters or digits, a chain of another namespace, …).
 */
export function caip122Message(profile: SignInProfile, data: SiwxSession['data'], statement?: string): string {
  const [namespace, reference] = data.chainId.split(':');
  const lines = [`${data.domain}${header(profile)}`, data.accountAddress, '', ...(statement === undefined ? [] : [statement]), ''];
  lines.push(`URI: ${data.uri}`, 'Version: 1', `Chain ID: ${reference}`, `Nonce: ${data.nonce}`, `Issued At: ${data.issuedAt}`);
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`);
  const message = lines.join('\n');
  if (namespace !== profile.namespace || !parseCaip122Message(profile, message)) throw new TypeError(`Not a ${profile.accountLabel} sign-in message: ${JSON.stringify(message)}`);
  return message;
}
