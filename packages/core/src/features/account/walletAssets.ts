// EIP-7811 asset discovery: a connected EVM wallet whose wallet_getCapabilities says
// `assetDiscovery: { supported: true }` is asked its assets with wallet_getAssets before the services'
// balance route. Its answer must have SPEC 5's shape (parseAssetDiscovery) and convert whole;
// anything else leaves the read to the services, so a wallet that answers badly costs nothing.
import * as z from 'zod/mini';
import type { ChainAdapter } from '../../adapter/types.js';
import type { CaipNetwork } from '../../caip/network.js';
import type { Clock } from '../../clock/clock.js';
import { formatUnits } from '../../format/units.js';
import { parseAssetDiscovery, type DiscoveredAsset } from '../../rules/assetDiscovery.js';
import type { TokenBalance } from './accountsSlice.js';
import { askCapabilities, capabilitiesOn, entryForChain, hexQuantity } from './walletCapabilities.js';
import { askWallet, walletRequester, type Eip1193Requester } from './walletRequests.js';

const assetDiscoveryCapabilitySchema = z.object({ assetDiscovery: z.object({ supported: z.literal(true) }) });

/** Whether the wallet's capabilities say it answers wallet_getAssets on `chainId` (EIP-7811). */
export const offersAssetDiscovery = (capabilities: unknown, chainId: number) => assetDiscoveryCapabilitySchema.safeParse(capabilitiesOn(capabilities, chainId)).success;

/** One discovered asset as SPEC 3's token balance; its balance is in base units, hex as EIP-7811 writes it or decimal. */
function tokenBalanceOf({ address, balance, type, metadata }: DiscoveredAsset, network: CaipNetwork): TokenBalance {
  const { name, symbol, decimals, price, iconUrl } = metadata;
  if (!Number.isSafeInteger(decimals) || decimals < 0) throw new RangeError(`decimals ${decimals}`);
  const numeric = formatUnits(BigInt(balance), decimals);
  return {
    name,
    symbol,
    chainId: network.caipNetworkId,
    ...(type === 'ERC20' ? { address } : {}),
    value: Number(numeric) * price,
    price,
    quantity: { decimals: String(decimals), numeric },
    iconUrl,
  };
}

/** The wallet's assets on `network` (EIP-155 `chainId`) from an answer to wallet_getAssets; undefined for one of the wrong shape or without that chain. */
export function tokenBalancesFromAssets(answer: unknown, network: CaipNetwork, chainId: number): TokenBalance[] | undefined {
  const onChain = entryForChain(parseAssetDiscovery(answer) ?? {}, chainId);
  try {
    return onChain?.map((asset) => tokenBalanceOf(asset, network));
  } catch {
    // A balance that is no number, or decimals no token has: the answer is not used at all.
    return undefined;
  }
}

/**
 * The account's token balances on `network` as its wallet discovers them; undefined where the wallet
 * does not offer asset discovery there, refuses, stays silent or answers what SPEC 5 ignores.
 */
export async function askWalletTokenBalances(provider: Eip1193Requester, address: string, network: CaipNetwork, clock: Clock): Promise<TokenBalance[] | undefined> {
  const chainId = Number(network.id);
  if (network.chainNamespace !== 'eip155' || !Number.isSafeInteger(chainId)) return undefined;
  if (!offersAssetDiscovery(await askCapabilities(provider, address, chainId, clock), chainId)) return undefined;
  // An empty filter for the chain asks for every asset on it (EIP-7811).
  const answer = await askWallet(provider, { method: 'wallet_getAssets', params: [{ account: address, assetFilter: { [hexQuantity(chainId)]: [] } }] }, clock);
  return tokenBalancesFromAssets(answer, network, chainId);
}

/** The connected wallet's token balances on `network` (askWalletTokenBalances), asked through its adapter's wallet provider. */
export async function walletTokenBalances(adapter: Pick<ChainAdapter, 'getWalletProvider'> | undefined, address: string, network: CaipNetwork, clock: Clock) {
  const wallet = network.chainNamespace === 'eip155' ? await walletRequester(adapter) : undefined;
  return wallet && askWalletTokenBalances(wallet, address, network, clock);
}
