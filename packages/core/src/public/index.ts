// What an app builds on: the account, the network, the connected wallet and its provider, each as a
// selector for React hooks and as get and watch functions for the headless instance.
export { getAccount, selectAccount, watchAccount, type LatchAccount } from './account.js';
export { getNetwork, selectNetwork, watchNetwork, type LatchNetwork } from './network.js';
export { selectWalletInfo, type WalletInfo } from './walletInfo.js';
export { getWalletProvider, type Eip1193Provider } from './walletProvider.js';
