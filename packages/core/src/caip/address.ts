import { isChainNamespace, type ChainNamespace } from './namespaces.js';
import type { CaipNetworkId } from './network.js';

/** CAIP-10 account id: `namespace:chainId:address`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`;

const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/;
/** A Solana address (an ed25519 public key) as text: 32 to 44 base58 characters. */
export const SOLANA_ADDRESS_CHARS = '[1-9A-HJ-NP-Za-km-z]{32,44}';
const SOLANA_ADDRESS = new RegExp(`^${SOLANA_ADDRESS_CHARS}$`);

/** SPEC 5: eip155 is 40 hex digits with an optional 0x; solana is 32 to 44 base58 characters. */
export function isValidAddress(address: string, namespace: string): boolean {
  switch (namespace) {
    case 'eip155':
      return EVM_ADDRESS.test(address);
    case 'solana':
      return SOLANA_ADDRESS.test(address);
    default:
      return false;
  }
}

export interface ParsedCaipAddress {
  namespace: ChainNamespace;
  chainId: string;
  address: string;
  caipNetworkId: CaipNetworkId;
}

/** SPEC 5: three non-empty parts and a known namespace, else null. */
export function parseCaipAddress(value: string): ParsedCaipAddress | null {
  const parts = value.split(':');
  if (parts.length !== 3) return null;
  const [namespace, chainId, address] = parts as [string, string, string];
  if (!namespace || !chainId || !address || !isChainNamespace(namespace)) return null;
  return { namespace, chainId, address, caipNetworkId: `${namespace}:${chainId}` };
}

export function isCaipAddress(value: unknown): value is CaipAddress {
  return typeof value === 'string' && parseCaipAddress(value) !== null;
}

export function toCaipAddress(namespace: ChainNamespace, chainId: string | number, address: string): CaipAddress {
  return `${namespace}:${chainId}:${address}`;
}

/** `0x1234…abcd`: the start and end a person compares when checking an address. */
export function shortenAddress(address: string, visible = 4): string {
  const prefix = address.startsWith('0x') ? 2 : 0;
  if (address.length <= prefix + visible * 2 + 1) return address;
  return `${address.slice(0, prefix + visible)}…${address.slice(-visible)}`;
}
