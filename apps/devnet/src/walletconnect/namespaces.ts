/** The EIP-155 methods the sample wallet answers; anything else gets error 4200. */
export const EIP155_METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'eth_accounts', 'eth_chainId', 'wallet_switchEthereumChain'] as const;
export type Eip155Method = (typeof EIP155_METHODS)[number];

export const EIP155_EVENTS = ['accountsChanged', 'chainChanged'] as const;

/** The Solana methods the sample wallet answers, when it holds a Solana key. */
export const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'] as const;
export type SolanaMethod = (typeof SOLANA_METHODS)[number];
export const SOLANA_EVENTS = ['accountsChanged'] as const;

export interface SupportedNamespace {
  chains: string[];
  methods: string[];
  events: string[];
  accounts: string[];
}

/**
 * What the wallet can offer, in the shape `buildApprovedNamespaces` takes: its EIP-155 account, and
 * its Solana account on the local chain when it holds a Solana key.
 */
export function supportedNamespaces(
  { address, chainId }: { address: string; chainId: number },
  solana?: { address: string; chain: string },
): Record<string, SupportedNamespace> {
  return {
    eip155: {
      chains: [`eip155:${chainId}`],
      methods: [...EIP155_METHODS],
      events: [...EIP155_EVENTS],
      accounts: [`eip155:${chainId}:${address}`],
    },
    ...(solana && {
      solana: { chains: [solana.chain], methods: [...SOLANA_METHODS], events: [...SOLANA_EVENTS], accounts: [`${solana.chain}:${solana.address}`] },
    }),
  };
}

/** Every chain a proposal names, required or optional, as CAIP-2 ids. */
export function proposedChains(...namespaceSets: (Record<string, { chains?: string[] | undefined }> | undefined)[]): string[] {
  const chains = namespaceSets.flatMap((namespaces) =>
    Object.entries(namespaces ?? {}).flatMap(([key, namespace]) => namespace.chains ?? (key.includes(':') ? [key] : [])),
  );
  return [...new Set(chains)];
}
