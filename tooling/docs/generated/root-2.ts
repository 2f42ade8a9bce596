// From README.md, block 2.
import { defineNetwork } from '@latch/core/chains';

export const myChain = defineNetwork({
  id: 777,
  name: 'My Chain',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.my-chain.example'] } },
});
export {};
