import { SolanaNetworks, solanaFrameNetworks } from '../src/networks.js';

/** The local Solana chain's CAIP-2 id, as the tests' frame knows it. */
export const TEST_SOLANA_CHAIN = 'solana:3ByopDBLUk2VLcuESmRyiAGvwkCRPUuN';

/** The frame's Solana networks in tests: the local chain on its default port. */
export const testSolanaNetworks = () => new SolanaNetworks(solanaFrameNetworks('http://127.0.0.1:8899', `${TEST_SOLANA_CHAIN.slice('solana:'.length)}s2Sx2kZmPvzH`));
