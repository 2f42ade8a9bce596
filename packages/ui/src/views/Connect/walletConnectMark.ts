/**
 * WalletConnect's row when its connector brings no image: its mark (the bridge's arc over a wave on
 * its blue), drawn here, in the Connect view's chunk as RainbowKit bundles its wallets' icons.
 */
export const WALLET_CONNECT_MARK = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b99fc"/>' +
    '<g fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"><path d="M9.5 13.5a9.2 9.2 0 0 1 13 0"/><path d="M6.5 16.5l4.5 4.5 5-4.5 5 4.5 4.5-4.5"/></g></svg>',
)}`;
