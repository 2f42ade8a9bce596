/** The Account's lists' English (tokens, activity and their states); the rest of the Account view's is in messages.ts. */
export const accountListMessages = {
  'account.tryAgain': 'Try again',
  'account.loadingTokens': 'Loading tokens',
  'account.retryIn30s': '{seconds, plural, one {You can try again # second after the last attempt.} other {You can try again # seconds after the last attempt.}}',
  'account.noTokens': 'No tokens yet',
  'account.noTokensText': 'Tokens this account holds on this network appear here.',
  'account.tokens': 'Tokens',
  'account.loadingActivity': 'Loading activity',
  'account.noActivity': 'No activity yet',
  'account.noActivityText': 'Transactions on this network appear here.',
  'account.nft': 'NFT',
  'account.today': 'Today',
  'account.yesterday': 'Yesterday',
  'account.unknownDate': 'Unknown date',
} as const;
