// The networks the frame serves: those the services list (chainNetworks.ts builds them from GET
// /v1/chains). A chain id arrives as a number, a decimal or hex string, or CAIP-2 (`eip155:31337`).
import { CHAIN_NOT_SUPPORTED } from './messages.js';

/** A network's ERC-4337 contracts and bundler: where the embedded wallet's smart account lives (SPEC 6). */
export interface SmartAccountContracts {
  entryPoint: string;
  /** SimpleAccountFactory 0.8 (at 0x13E9ed32155810FDbd067D4522C492D6f68E5944 on public chains), or a factory with its functions: the account of an owner key is its getAddress(owner, 0). */
  accountFactory: string;
  /** The SessionAccountFactory (apps/devnet/contracts/sessions) whose accounts hold smart sessions, owned by the SimpleAccount. */
  sessionAccountFactory: string;
  bundlerUrl: string;
}

export interface FrameNetwork {
  /** The EIP-155 chain id. */
  chainId: number;
  caipNetworkId: string;
  name: string;
  rpcUrl: string;
  nativeSymbol: string;
  /** Set on a smart-account-enabled network: there the account is a smart account. */
  smartAccount?: SmartAccountContracts;
}

/** The EIP-155 chain id of `value`, or undefined when it names none (another namespace, garbage). */
export function evmChainId(value: string | number): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  const text = value.trim();
  const reference = text.startsWith('eip155:') ? text.slice('eip155:'.length) : text.includes(':') ? undefined : text;
  if (reference === undefined) return undefined;
  if (/^0x[0-9a-fA-F]{1,13}$/.test(reference)) return Number.parseInt(reference, 16) || undefined;
  if (/^[1-9]\d{0,15}$/.test(reference)) return Number.isSafeInteger(Number(reference)) ? Number(reference) : undefined;
  return undefined;
}

export class Networks {
  readonly #byId: Map<number, FrameNetwork>;

  constructor(readonly list: readonly FrameNetwork[]) {
    if (!list.length) throw new Error('The frame needs at least one network');
    this.#byId = new Map(list.map((network) => [network.chainId, network]));
  }

  get default(): FrameNetwork {
    return this.list[0]!;
  }

  find(value: string | number | undefined): FrameNetwork | undefined {
    if (value === undefined) return undefined;
    const id = evmChainId(value);
    return id === undefined ? undefined : this.#byId.get(id);
  }

  /** The network of `value`, or the error "Chain is not supported" (SPEC 8). */
  require(value: string | number): FrameNetwork {
    const network = this.find(value);
    if (!network) throw new Error(CHAIN_NOT_SUPPORTED);
    return network;
  }
}

/** A Solana network the frame signs for and sends to. */
export interface SolanaFrameNetwork {
  /** `solana:` and the first 32 characters of the genesis hash (CAIP-2). */
  caipNetworkId: string;
  name: string;
  rpcUrl: string;
}

/** Whether `chainId` names a Solana network (CAIP-2 `solana:…`), known to the frame or not. */
export const isSolanaChainId = (chainId: string | number | undefined): chainId is string => typeof chainId === 'string' && chainId.trim().startsWith('solana:');

export class SolanaNetworks {
  constructor(readonly list: readonly SolanaFrameNetwork[]) {}

  /** The network of a CAIP-2 id, or "Chain is not supported" (SPEC 8); the first when none is named. */
  require(chainId: string | number | undefined): SolanaFrameNetwork {
    const network = chainId === undefined ? this.list[0] : this.list.find((known) => known.caipNetworkId === String(chainId).trim());
    if (!network) throw new Error(CHAIN_NOT_SUPPORTED);
    return network;
  }
}
