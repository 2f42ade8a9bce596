import { isChainNamespace, type ChainNamespace } from './namespaces.js';
import type { CaipNetworkId } from './network.js';

/** CAIP-10 account id: `namespace:chainId:address`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`;

export interface ParsedCaipAddress {
  namespace: ChainNamespace;
  chainId: string;
  address: string;
  caipNetworkId: CaipNetworkId;
}

/** SPEC 5: three non-empty parts, the first a CAIP-2 namespace (any, not only those with an adapter), else null. */
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
