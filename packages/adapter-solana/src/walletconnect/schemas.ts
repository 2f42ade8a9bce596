// Every answer of a WalletConnect wallet on the solana namespace is parsed here before use.
import * as z from 'zod/mini';

const base58 = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]+$/));
const base64 = z.string().check(z.regex(/^[A-Za-z0-9+/]+={0,2}$/));

// CAIP-10: namespace:reference:address.
const caip10 = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/;

/** An approved session: its namespaces' accounts (CAIP-10) and chains. */
export const sessionSchema = z.object({
  topic: z.string().check(z.minLength(1)),
  namespaces: z.record(z.string(), z.object({ accounts: z.array(z.string()), chains: z.optional(z.array(z.string())) })),
});

/** solana_signMessage answers `{ signature }`, base58. */
export const signatureAnswerSchema = z.object({ signature: base58 });
/** solana_signTransaction answers the signed transaction (base64), or only the signature (older wallets). */
export const signedTransactionAnswerSchema = z.union([z.object({ transaction: base64 }), z.object({ signature: base58 })]);
/** An accountsChanged event: CAIP-10 accounts or bare addresses. */
export const accountsEventSchema = z.array(z.string());

/** The Solana addresses and chains of an approved session, in the wallet's order; anything else is left out. */
export function solanaSessionAccounts(session: unknown): { addresses: string[]; chains: string[] } | undefined {
  const parsed = sessionSchema.safeParse(session);
  if (!parsed.success) return undefined;
  const addresses: string[] = [];
  const chains: string[] = [];
  for (const [key, namespace] of Object.entries(parsed.data.namespaces)) {
    if (key !== 'solana' && !key.startsWith('solana:')) continue;
    for (const account of namespace.accounts) {
      const match = caip10.exec(account);
      if (match?.[1] !== 'solana') continue;
      if (!addresses.includes(match[3]!)) addresses.push(match[3]!);
      chains.push(`solana:${match[2]}`);
    }
    chains.push(...(namespace.chains ?? []));
  }
  return { addresses, chains: [...new Set(chains)] };
}

/** The address of a CAIP-10 account, or the account itself when it is a bare address. */
export const addressOf = (account: string) => caip10.exec(account)?.[3] ?? account;
