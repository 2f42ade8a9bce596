import { SolanaNetworks } from '../src/networks.js';

/** The local Solana chain's CAIP-2 id, as the tests' frame knows it. */
export const TEST_SOLANA_CHAIN = 'solana:3ByopDBLUk2VLcuESmRyiAGvwkCRPUuN';

/** The frame's Solana networks in tests: the local chain on its default port. */
export const testSolanaNetworks = () => new SolanaNetworks([{ caipNetworkId: TEST_SOLANA_CHAIN, name: 'Solana Local', rpcUrl: 'http://127.0.0.1:8899' }]);
