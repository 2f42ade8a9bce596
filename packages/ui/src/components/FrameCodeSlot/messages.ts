/** What a view shows while the embedded wallet's own screen loads into its slot (FrameCodeSlot, ApproveTransaction, Passkey). */
export const frameSlotMessages = {
  'frameSlot.loading': 'Loading the wallet…',
  'frameSlot.review': 'Review the request in your embedded wallet below.',
} as const;
