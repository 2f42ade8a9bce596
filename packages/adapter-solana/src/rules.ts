import type { NamespaceRules } from '@latch/core';

/** What this adapter declares of Solana to core (SPEC 4 and 5): a base58 public key of 32 to 44 characters, and SOL the only thing sent. */
export const SOLANA_RULES: NamespaceRules = { label: 'Solana', address: '[1-9A-HJ-NP-Za-km-z]{32,44}', sends: 'native' };
