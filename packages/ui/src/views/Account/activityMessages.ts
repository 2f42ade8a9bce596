/**
 * The Account activity's English for the history API's operation types and statuses, as the list
 * has always written them (the type capitalised). A type or status not named here shows as the API
 * sends it, capitalised.
 */
export const activityMessages = {
  'activity.type.send': 'Send',
  'activity.type.receive': 'Receive',
  'activity.type.trade': 'Trade',
  'activity.type.approve': 'Approve',
  'activity.type.mint': 'Mint',
  'activity.type.burn': 'Burn',
  'activity.type.deposit': 'Deposit',
  'activity.type.withdraw': 'Withdraw',
  'activity.type.claim': 'Claim',
  'activity.type.stake': 'Stake',
  'activity.type.unstake': 'Unstake',
  'activity.type.deploy': 'Deploy',
  'activity.type.execute': 'Execute',
  'activity.status.pending': 'Pending',
  'activity.status.failed': 'Failed',
} as const;

export type ActivityMessageId = keyof typeof activityMessages;
