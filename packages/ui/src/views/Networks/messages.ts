/** The Networks view's English, in its own chunk. */
export const networksMessages = {
  'networks.list': 'Networks',
  'networks.namespaceList': '{namespace} networks',
  'networks.approveInWallet': 'Approve in wallet…',
  'networks.active': 'Active',
} as const;
