// From docs/adapters.md, block 16.
import type { NamespaceRules } from '@latch/core';

export const COSMOS_HUB_RULES: NamespaceRules = {
  // How the modal names the namespace to a person: the Networks view's headings, Connect's wallet rows.
  label: 'Cosmos',
  // An address of the namespace, whole, as a regular expression's source: core tests `^(?:…)$`.
  address: 'cosmos1[02-9ac-hj-np-z]{38}',
  // What `send` moves: 'native' (its `token` parameter is never given), or 'tokens' too. Leave it
  // out and the namespace has no send form ("Unsupported chain").
  sends: 'native',
  // The account type SPEC 6 says its accounts start as: 'eoa', 'smartAccount', 'payment' or 'ordinal'.
  accountType: 'eoa',
  // How a sign-in message (SIWX) is written on the namespace; leave it out and none is.
  signIn: { namespace: 'cosmos', accountLabel: 'Cosmos', address: 'cosmos1[02-9ac-hj-np-z]{38}', reference: '[-a-zA-Z0-9]{1,32}' },
};
export {};
