/**
 * A CAIP-2 chain namespace: `eip155`, `solana`, `bip122`, or any other an adapter brings. Open, as
 * CAIP-2 is: core names none of them, it asks each namespace's adapter (`ChainAdapter.rules`).
 */
export type ChainNamespace = string;

/** CAIP-2's namespace syntax: 3 to 8 lower-case letters, digits or hyphens. */
const NAMESPACE = /^[-a-z0-9]{3,8}$/;

/** Whether `value` is written as a CAIP-2 namespace (whether an adapter serves it is another question). */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && NAMESPACE.test(value);
}
