// An example adapter for adapter authors (docs/adapters.md): Bitcoin through injected wallets, on @latch/core's public interface alone.
export { bip122Adapter, BIP122_RULES } from './bip122Adapter.js';
export { bitcoinRegtest } from './networks.js';
export { ANNOUNCE_EVENT, REQUEST_EVENT, type Bip122Provider } from './walletProtocol.js';
