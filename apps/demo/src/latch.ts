import { createLatch, eip4361Siwx, type CaipNetwork, type ChainAdapter, type Features, type SiwxConfig } from '@latch/core';
import { evmAdapter, evmNetwork } from '@latch/adapter-evm';
import { solanaAdapter, solanaLocalNetwork } from '@latch/adapter-solana';

/** The local world's anvil. */
export const devnet: CaipNetwork = evmNetwork({ id: 31337, name: 'Latch Devnet', rpcUrl: import.meta.env.VITE_LATCH_RPC_URL, testnet: true });

/** The local world's Solana chain (litesvm); its genesis hash is fixed, so its CAIP-2 id never changes. */
export const solanaDevnet: CaipNetwork = solanaLocalNetwork({ genesisHash: import.meta.env.VITE_LATCH_SOLANA_GENESIS_HASH, rpcUrl: import.meta.env.VITE_LATCH_SOLANA_RPC_URL });

/** The page's query: the demo takes some of its options from it, to try them. */
const query = new URLSearchParams(typeof location === 'undefined' ? '' : location.search);

/** `?siwx=optional` or `?siwx=required` turns on sign-in with a signature (EIP-4361). */
function siwxFromQuery(): SiwxConfig | undefined {
  const mode = query.get('siwx');
  if (mode !== 'optional' && mode !== 'required') return undefined;
  return eip4361Siwx({ domain: location.host, uri: location.origin, statement: 'Sign in to the Latch demo.', required: mode === 'required' });
}

/** `?features=legalCheckbox,collapseWallets,-emailShowWallets` turns SPEC 9's features on, or with a minus off, to try them. */
function featuresFromQuery(): Partial<Features> {
  const names = query.get('features')?.split(',') ?? [];
  return Object.fromEntries(names.map((name) => (name.startsWith('-') ? [name.slice(1), false] : [name, true])));
}

export const services = import.meta.env.VITE_LATCH_SERVICES_URL;
/** One WalletConnect session carries both namespaces; the local relay has no hosted Verify server beside it (see WalletConnectOptions.verify). */
const walletConnect = { relayUrl: import.meta.env.VITE_LATCH_RELAY_URL, verify: false };
/** One wallet frame holds the embedded wallet's keys of both namespaces. */
const embeddedWallet = { frameUrl: import.meta.env.VITE_LATCH_WALLET_FRAME_URL };
const metadata = {
  name: 'Latch demo',
  description: 'Every Latch feature against a local devnet.',
  url: typeof location === 'undefined' ? 'http://127.0.0.1:5173' : location.origin,
  icons: [],
};

export interface DemoLatchOptions {
  /** Adapters beside the EVM and Solana ones (bip122.html adds the example Bitcoin adapter). */
  adapters?: ChainAdapter[];
  /** The page's networks; the local world's devnet and Solana chain unless given (rehearsal.html gives public ones). */
  networks?: CaipNetwork[];
}

/** The demo's Latch; a page of the demo may bring its own networks and add adapters. */
export const createDemoLatch = ({ adapters = [], networks = [devnet, solanaDevnet] }: DemoLatchOptions = {}) =>
  createLatch({
    siwx: siwxFromQuery(),
    features: featuresFromQuery(),
    // `?locale=fr` or `?locale=ar` shows the modal in French, or in Arabic right to left.
    locale: query.get('locale') ?? undefined,
    // `?manualWCControl` opens WalletConnect's basic mode: the pairing alone, as for an app that drives WalletConnect itself.
    manualWCControl: query.has('manualWCControl'),
    termsConditionsUrl: `${metadata.url}/legal.html#terms`,
    privacyPolicyUrl: `${metadata.url}/legal.html#privacy`,
    projectId: 'latch-demo',
    apiUrls: { walletApi: services, blockchainApi: services, analytics: services },
    networks,
    // SPEC 9's swap networks are public chains; the devnet's services swap over its own Uniswap V2 too.
    ...(networks.includes(devnet) && { swapChainIds: [devnet.id as number] }),
    adapters: [evmAdapter({ walletConnect, embeddedWallet }), solanaAdapter({ walletConnect, embeddedWallet }), ...adapters],
    metadata,
  });
