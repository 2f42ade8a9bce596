/** How the Account names each account type (SPEC 6). */
export const ACCOUNT_TYPE_NAMES: Record<string, string> = { eoa: 'EOA', smartAccount: 'Smart Account', payment: 'Payment', ordinal: 'Ordinal' };
