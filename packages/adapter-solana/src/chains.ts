// Wallet Standard wallets name Solana's clusters `solana:mainnet`, `solana:devnet`, `solana:testnet`
// and `solana:localnet`, where CAIP-2 (and so core and WalletConnect) uses the genesis hash. Both
// spellings of a network count as the same chain.
import type { CaipNetwork } from '@latch/core';
import { solanaClusters } from '@latch/core/chains';

const CLUSTERS: Readonly<Record<string, string>> = solanaClusters;
const LOCALNET = 'solana:localnet';
const LOOPBACK = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/i;

const isLocal = (network: CaipNetwork) => network.rpcUrls.default.http.some((url) => LOOPBACK.test(url));

/** The names a wallet may give `network`: its CAIP-2 id, then the cluster name Wallet Standard uses. */
export function walletChainsFor(network: CaipNetwork): string[] {
  const reference = network.caipNetworkId.slice('solana:'.length);
  const cluster = Object.keys(CLUSTERS).find((name) => CLUSTERS[name] === reference);
  if (cluster) return [network.caipNetworkId, `solana:${cluster}`];
  return isLocal(network) ? [network.caipNetworkId, LOCALNET] : [network.caipNetworkId];
}

/** The CAIP-2 reference of a chain a wallet names, when it names one of the known clusters or a CAIP-2 id. */
export function referenceOf(walletChain: string): string | undefined {
  if (!walletChain.startsWith('solana:') || walletChain === LOCALNET) return undefined;
  const name = walletChain.slice('solana:'.length);
  return CLUSTERS[name] ?? (name.length === 32 ? name : undefined);
}
