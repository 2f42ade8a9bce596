import type { NamespaceRules } from '@latch/core';
import { SOLANA_SIGN_IN_PROFILE } from '@latch/core/siwx';

/**
 * What this adapter declares of Solana to core (SPEC 4, 5 and 6): a base58 public key of 32 to 44
 * characters (as the sign-in profile writes it), SOL the only thing sent, CAIP-122's Solana sign-in,
 * and EOA accounts.
 */
export const SOLANA_RULES: NamespaceRules = { label: 'Solana', address: SOLANA_SIGN_IN_PROFILE.address, sends: 'native', signIn: SOLANA_SIGN_IN_PROFILE, accountType: 'eoa' };
