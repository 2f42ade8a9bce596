/** The modal frame's English (in the page's entry, with the frame). View titles are `title.<View>`, English in VIEW_TITLES. */
export const modalMessages = {
  'modal.back': 'Back',
  'modal.close': 'Close',
  'modal.loadFailed': 'This screen could not load. Check your connection and try again.',
  'modal.tryAgain': 'Try again',
  'modal.unavailable': 'This screen is not available in this version of Latch.',
} as const;
