/** NetworkButton's English. */
export const networkButtonMessages = {
  'button.unknownNetwork': 'Unknown network',
  'button.switchNetwork': '{network}, switch network',
} as const;
