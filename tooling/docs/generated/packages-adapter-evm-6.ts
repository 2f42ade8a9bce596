// From packages/adapter-evm/README.md, block 6.
import { evmAdapter } from '@latch/adapter-evm';

// Before: evmAdapter({ walletConnect: { projectId, relayUrl, metadata }, embeddedWallet: { frameUrl, projectId, metadata } }).
// Now, with projectId and metadata in createLatch's config:
evmAdapter({ walletConnect: { relayUrl: 'wss://relay.example' }, embeddedWallet: { frameUrl: 'https://wallet.example/' } });
export {};
