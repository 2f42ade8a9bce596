import type { NamespaceRules } from '@latch/core';

/** What this adapter declares of EIP-155 to core (SPEC 4 and 5): 40 hex digits with an optional 0x; native and ERC-20 sends. */
export const EVM_RULES: NamespaceRules = { label: 'EVM', address: '(0x)?[0-9a-fA-F]{40}', sends: 'tokens' };
