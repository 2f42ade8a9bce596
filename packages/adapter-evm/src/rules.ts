import type { NamespaceRules } from '@latch/core';
import { EVM_ADDRESS_TYPED_PATTERN } from '@latch/core/api';
import { EIP4361_PROFILE } from '@latch/core/siwx';

/**
 * What this adapter declares of EIP-155 to core (SPEC 4, 5 and 6): 40 hex digits with an optional 0x;
 * native and ERC-20 sends; EIP-4361 sign-in; accounts that start as smart accounts.
 */
export const EVM_RULES: NamespaceRules = { label: 'EVM', address: EVM_ADDRESS_TYPED_PATTERN, sends: 'tokens', signIn: EIP4361_PROFILE, accountType: 'smartAccount' };
