/** The amount field's English (Send, Swap and OnRamp share it). */
export const fieldMessages = {
  'field.amount': 'Amount',
} as const;
