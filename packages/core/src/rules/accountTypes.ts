/** The account types SPEC 6 names; which one a namespace starts with, its adapter declares (`NamespaceRules.accountType`). */
export const PREFERRED_ACCOUNT_TYPES = ['eoa', 'smartAccount', 'payment', 'ordinal'] as const;
export type PreferredAccountType = (typeof PREFERRED_ACCOUNT_TYPES)[number];
