import * as z from 'zod/mini';

// CAIP-10: namespace:reference:address.
const caip10 = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/;

const sessionSchema = z.object({
  topic: z.string().check(z.minLength(1)),
  namespaces: z.record(z.string(), z.object({ accounts: z.array(z.string()) })),
});

export interface SessionAccount {
  /** CAIP-2, e.g. `eip155:1`. */
  chain: string;
  address: string;
}

/** The topic of an approved session, or undefined when the wallet's answer is no session. */
export function sessionTopic(session: unknown): string | undefined {
  const parsed = sessionSchema.safeParse(session);
  return parsed.success ? parsed.data.topic : undefined;
}

/**
 * The accounts a session grants in `namespace`, in the wallet's order. Namespace keys may carry a
 * chain (`eip155:1`); accounts that are not CAIP-10, or of another namespace, are left out.
 */
export function sessionAccounts(session: unknown, namespace: string): SessionAccount[] {
  const parsed = sessionSchema.safeParse(session);
  if (!parsed.success) return [];
  const accounts: SessionAccount[] = [];
  for (const [key, { accounts: granted }] of Object.entries(parsed.data.namespaces)) {
    if (key !== namespace && !key.startsWith(`${namespace}:`)) continue;
    for (const account of granted) {
      const match = caip10.exec(account);
      if (match?.[1] === namespace) accounts.push({ chain: `${match[1]}:${match[2]}`, address: match[3]! });
    }
  }
  return accounts;
}

/** The account on `preferredChain` if the session grants one there, else the first. */
export const chooseAccount = (accounts: readonly SessionAccount[], preferredChain?: string): SessionAccount | undefined =>
  accounts.find(({ chain }) => chain === preferredChain) ?? accounts[0];
