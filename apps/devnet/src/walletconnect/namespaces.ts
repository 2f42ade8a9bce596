/** The EIP-155 methods the sample wallet answers; anything else gets error 4200. */
export const EIP155_METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'eth_accounts', 'eth_chainId', 'wallet_switchEthereumChain'] as const;
export type Eip155Method = (typeof EIP155_METHODS)[number];

export const EIP155_EVENTS = ['accountsChanged', 'chainChanged'] as const;

export interface SupportedNamespace {
  chains: string[];
  methods: string[];
  events: string[];
  accounts: string[];
}

/**
 * What the wallet can offer, in the shape `buildApprovedNamespaces` takes. A Solana namespace
 * goes beside eip155 here (`solana: { chains: ['solana:…'], methods: ['solana_signMessage', …] }`),
 * with its request handler beside the EIP-155 one in walletRequests.
 */
export function supportedNamespaces({ address, chainId }: { address: string; chainId: number }): Record<string, SupportedNamespace> {
  return {
    eip155: {
      chains: [`eip155:${chainId}`],
      methods: [...EIP155_METHODS],
      events: [...EIP155_EVENTS],
      accounts: [`eip155:${chainId}:${address}`],
    },
  };
}

/** Every chain a proposal names, required or optional, as CAIP-2 ids. */
export function proposedChains(...namespaceSets: (Record<string, { chains?: string[] | undefined }> | undefined)[]): string[] {
  const chains = namespaceSets.flatMap((namespaces) =>
    Object.entries(namespaces ?? {}).flatMap(([key, namespace]) => namespace.chains ?? (key.includes(':') ? [key] : [])),
  );
  return [...new Set(chains)];
}
