// From packages/adapter-evm/README.md, block 5.
import { evmNetwork } from '@latch/adapter-evm';

export const localChain = evmNetwork({ id: 31337, name: 'Local chain', rpcUrl: 'http://127.0.0.1:8545', testnet: true });
export {};
