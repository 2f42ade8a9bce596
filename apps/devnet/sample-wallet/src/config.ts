import { z } from 'zod';

/** Where the page's wallet connects and which dev account (anvil's, and the local Solana chain's of the same index) it signs with. */
export interface WalletPageConfig {
  relayUrl: string;
  rpcUrl: string;
  /** The local Solana chain's RPC, where the wallet sends the Solana transactions it signs. */
  solanaRpcUrl: string;
  /** Index of the anvil dev account (0 to 9). */
  account: number;
  /** A pairing URI handed over by a dApp's link (`/wc?uri=wc:…`), paired at start. */
  uri?: string;
}

/** Tests and the e2e suite use the low accounts; a person pairing by hand gets the last one. */
export const DEFAULT_ACCOUNT = 9;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

const loopbackUrl = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      return protocols.includes(url.protocol) && LOOPBACK_HOSTS.has(url.hostname) && !url.username && !url.password;
    },
    { message: `must be a ${protocols.map((protocol) => `${protocol}//`).join(' or ')} URL on 127.0.0.1 or localhost` },
  );

const schema = z.object({
  relay: loopbackUrl(['ws:', 'wss:']),
  rpc: loopbackUrl(['http:', 'https:']),
  solanaRpc: loopbackUrl(['http:', 'https:']),
  account: z
    .string()
    .regex(/^\d{1,2}$/, 'must be a dev account number from 0 to 9')
    .transform(Number)
    .pipe(z.number().max(9, 'must be a dev account number from 0 to 9')),
  uri: z.string().refine((value) => isPairingUri(value), 'must be a WalletConnect pairing URI (wc:…)').optional(),
});

/**
 * The page's settings: the query (`?relay=…&rpc=…&solanaRpc=…&account=N&uri=wc:…`) over the defaults the
 * build baked in. Throws one readable error naming every bad setting; defaults are checked too.
 */
export function readPageConfig(search: string, defaults: { relayUrl: string; rpcUrl: string; solanaRpcUrl: string }): WalletPageConfig {
  const query = new URLSearchParams(search);
  const parsed = schema.safeParse({
    relay: query.get('relay') ?? defaults.relayUrl,
    rpc: query.get('rpc') ?? defaults.rpcUrl,
    solanaRpc: query.get('solanaRpc') ?? defaults.solanaRpcUrl,
    account: query.get('account') ?? String(DEFAULT_ACCOUNT),
    uri: query.get('uri') ?? undefined,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`The wallet's settings are not valid: ${problems.join('; ')}.`);
  }
  const { relay, rpc, solanaRpc, account, uri } = parsed.data;
  return { relayUrl: relay, rpcUrl: rpc, solanaRpcUrl: solanaRpc, account, ...(uri === undefined ? {} : { uri }) };
}

export function isPairingUri(value: string): boolean {
  return value.startsWith('wc:') && value.length > 3;
}

/** The pasted text as a pairing URI, or an error that says what a pairing URI looks like. */
export function pairingUri(input: string): string {
  const uri = input.trim();
  if (uri === '') throw new Error('Paste a pairing URI first: the dApp shows it as "Copy link" beside its QR code.');
  if (!isPairingUri(uri)) throw new Error('This is not a pairing URI: a WalletConnect pairing URI starts with "wc:".');
  return uri;
}
