/** The native currency of Ethereum and the rollups that settle on it. */
export const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const;
/** Sepolia's and its rollups' test ether. */
export const SEPOLIA_ETHER = { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 } as const;
