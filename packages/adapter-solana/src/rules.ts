import type { NamespaceRules } from '@latch/core';
import { SOLANA_ADDRESS_PATTERN } from '@latch/core/api';

/** What this adapter declares of Solana to core (SPEC 4 and 5): a base58 public key of 32 to 44 characters, and SOL the only thing sent. */
export const SOLANA_RULES: NamespaceRules = { address: SOLANA_ADDRESS_PATTERN, sends: 'native' };
