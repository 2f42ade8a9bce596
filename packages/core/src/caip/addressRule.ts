import type { NamespaceRules } from '../adapter/types.js';

// Its own module, apart from caip/address (which the demo's entry carries): only the send form and adapters check addresses.
/**
 * SPEC 5's address check, by the rule the namespace's adapter declares (eip155: 40 hex digits with an
 * optional 0x; solana: 32 to 44 base58 characters). A namespace without an adapter has no valid address.
 */
export function isValidAddress(address: string, rules: Pick<NamespaceRules, 'address'> | undefined): boolean {
  return !!rules && new RegExp(`^(?:${rules.address})$`).test(address);
}
