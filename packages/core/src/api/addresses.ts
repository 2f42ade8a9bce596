// The address forms that the client, the adapters, the wallet frame and the services all check
// (SPEC 5): as unanchored patterns (NamespaceRules.address, sign-in profiles) and as whole-string
// regular expressions. No zod here: the adapters' rules read these on the page's first load.

const EVM_HEX = '[0-9a-fA-F]{40}';

/** An EVM address as the wire carries it: 0x and 40 hex digits, in any case (EIP-55 is checked where it matters). */
export const EVM_ADDRESS_PATTERN = `0x${EVM_HEX}`;
/** An EVM address as a person may type it: the 0x may be left out. */
export const EVM_ADDRESS_TYPED_PATTERN = `(0x)?${EVM_HEX}`;
/** A Solana address: a 32-byte ed25519 public key in base58, 32 to 44 characters. */
export const SOLANA_ADDRESS_PATTERN = '[1-9A-HJ-NP-Za-km-z]{32,44}';

/** `pattern` matched against a whole string. */
export const wholeString = (pattern: string): RegExp => new RegExp(`^(?:${pattern})$`);

export const EVM_ADDRESS = /* @__PURE__ */ wholeString(EVM_ADDRESS_PATTERN);
export const SOLANA_ADDRESS = /* @__PURE__ */ wholeString(SOLANA_ADDRESS_PATTERN);
