import type { NamespaceRules } from '@latch/core';
import { EIP4361_PROFILE } from '@latch/core/siwx';

/**
 * What this adapter declares of EIP-155 to core (SPEC 4, 5 and 6): 40 hex digits with an optional 0x;
 * native and ERC-20 sends; EIP-4361 sign-in; accounts that start as smart accounts.
 */
export const EVM_RULES: NamespaceRules = { label: 'EVM', address: '(0x)?[0-9a-fA-F]{40}', sends: 'tokens', signIn: EIP4361_PROFILE, accountType: 'smartAccount' };
