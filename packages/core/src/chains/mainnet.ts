import { ETHER } from './currencies.js';
import { defineNetwork } from './defineNetwork.js';

/** Ethereum: SPEC 9's default chain, in a module of its own so the default alone loads with no other network. */
export const mainnet = /*#__PURE__*/ defineNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://ethereum.reth.rs/rpc'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
});
