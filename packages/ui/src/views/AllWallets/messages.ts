/** All Wallets' English, in its own chunk. */
export const allWalletsMessages = {
  'allWallets.searchLabel': 'Search wallets',
  'allWallets.searchPlaceholder': 'Search wallet',
  'allWallets.loadFailed': 'The wallet list could not be loaded.',
  'allWallets.tryAgain': 'Try again',
  'allWallets.loading': 'Loading wallets',
  'allWallets.noMatch': 'No wallet matches “{text}”.',
  'allWallets.none': 'No wallets are listed for these networks.',
  'allWallets.results': 'Search results',
  'allWallets.wallets': 'Wallets',
  'allWallets.installed': 'Installed',
  'allWallets.recent': 'Recent',
} as const;
