// The networks the local onramp sells on, each with the one currency it sells there (SPEC 9: SOL
// on solana, else USDC) and the treasury that pays it: every EVM chain with USDC and a treasury
// key, every Solana network with a treasury key.
import { EVM_ADDRESS } from '@latch/core/api';
import type { Chain, ChainSet, KnownToken } from '../../chain/chains.js';
import { isSolanaAddress } from '../../chain/solanaAddress.js';
import { SOL, type SolanaChain, type SolanaChains } from '../account/solanaBalance.js';

/** SPEC 9: the onramp's destination currency on EIP-155 chains. */
export const EVM_PURCHASE_SYMBOL = 'USDC';
const USDC_NAME = 'USD Coin';

export interface OnrampToken {
  symbol: string;
  name: string;
  decimals: number;
  /** The ERC-20's contract; none for a native currency. */
  address?: string;
}

interface OnrampNetworkBase {
  /** CAIP-2 id. */
  id: string;
  /** The network's name in the options, quotes and purchase links. */
  name: string;
  /** The options' `chain_id`: the CAIP-2 reference, as the client's network id. */
  reference: string;
  token: OnrampToken;
}
export type OnrampNetwork =
  | (OnrampNetworkBase & { namespace: 'eip155'; chain: Chain; treasuryKey: string; known: KnownToken })
  | (OnrampNetworkBase & { namespace: 'solana'; chain: SolanaChain; treasuryKey: string });

/** Whether `address` is a wallet on the network: 0x and 40 hex digits on EVM chains, a 32-byte base58 public key on Solana. */
export const isDestinationOf = (network: OnrampNetwork, address: string) => (network.namespace === 'eip155' ? EVM_ADDRESS.test(address) : isSolanaAddress(address));

/** How a person is told what a destination on `network` looks like. */
export const destinationRule = (network: OnrampNetwork) => (network.namespace === 'eip155' ? 'an EVM address (0x and 40 hex digits)' : 'a Solana address (base58 of 32 bytes)');

function evmNetworks(chains: ChainSet): OnrampNetwork[] {
  return chains.list.flatMap((chain) => {
    const usdc = chain.tokens.find((t) => t.symbol === EVM_PURCHASE_SYMBOL);
    const { treasuryKey } = chain.config;
    if (!usdc || !treasuryKey) return [];
    const token = { symbol: usdc.symbol, name: USDC_NAME, decimals: usdc.decimals, address: usdc.address };
    return [{ namespace: 'eip155' as const, id: chain.id, name: chain.name, reference: String(chain.reference), token, chain, treasuryKey, known: usdc }];
  });
}

function solanaNetworks(solanaChains: SolanaChains): OnrampNetwork[] {
  return solanaChains.list.flatMap((chain) => {
    if (!chain.treasuryKey) return [];
    const token = { symbol: SOL.symbol, name: SOL.name, decimals: SOL.decimals };
    return [{ namespace: 'solana' as const, id: chain.id, name: chain.name, reference: chain.id.slice('solana:'.length), token, chain, treasuryKey: chain.treasuryKey }];
  });
}

/** The onramp's networks, fixed at start as the configuration is. */
export class OnrampNetworks {
  readonly list: readonly OnrampNetwork[];

  constructor(chains: ChainSet, solanaChains: SolanaChains) {
    this.list = [...evmNetworks(chains), ...solanaNetworks(solanaChains)];
  }

  /** The network a name, CAIP-2 reference or CAIP-2 id names. */
  named(network: string): OnrampNetwork | undefined {
    return this.list.find(({ name, reference, id }) => [name, reference, id].includes(network));
  }

  /** The currencies on sale, each with the networks it is sold on, in the order of the networks. */
  get currencies(): { token: OnrampToken; networks: OnrampNetwork[] }[] {
    const bySymbol = new Map<string, { token: OnrampToken; networks: OnrampNetwork[] }>();
    for (const network of this.list) {
      const entry = bySymbol.get(network.token.symbol) ?? { token: network.token, networks: [] };
      entry.networks.push(network);
      bySymbol.set(network.token.symbol, entry);
    }
    return [...bySymbol.values()];
  }
}
