/** The UnsupportedChain view's English. */
export const unsupportedChainMessages = {
  'unsupported.lead': 'This app doesn’t support your current network. Switch to an available option to continue.',
  'unsupported.approveInWallet': 'Approve in wallet…',
  'unsupported.disconnect': 'Disconnect',
} as const;
