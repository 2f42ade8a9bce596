import type { CaipNetwork, ConnectorInfo, EmbeddedUser, PairingHooks } from '@latch/core';

/** What a wallet's own events mean for the adapter: the accounts it grants now (none is a disconnect), or the end of the session. */
export type WalletChange = { type: 'accounts'; addresses: string[] } | { type: 'disconnect' };

export interface SignAndSendInput {
  address: string;
  /** The transaction in wire format, not yet signed by `address`. */
  transaction: Uint8Array;
  /** The chain as this wallet names it (see chains.ts). */
  chain: string;
  options?: { skipPreflight?: boolean; preflightCommitment?: string; maxRetries?: number; minContextSlot?: number };
}

/**
 * A connected Solana wallet, whatever reaches it (Wallet Standard, WalletConnect): the same few
 * requests, on bytes. A refusal rejects with the wallet's own error; the adapter reads it.
 */
export interface SolanaWallet {
  /** The addresses granted, base58, the one to use first. */
  readonly addresses: readonly string[];
  /** The chains the wallet says it serves, as it names them; empty when it says nothing. */
  readonly chains: readonly string[];
  /** The session holds these chains only (WalletConnect); a Wallet Standard wallet takes the chain per request. */
  readonly chainsFixed?: boolean;
  /** The embedded wallet only: who logged in, as the frame says it (core shows it with the account). */
  readonly embeddedUser?: EmbeddedUser;
  /** The 64-byte ed25519 signature of `message`. */
  signMessage(address: string, message: Uint8Array): Promise<Uint8Array>;
  /** Signs and sends; resolves with the transaction's signature (64 bytes). */
  signAndSendTransaction?(input: SignAndSendInput): Promise<Uint8Array>;
  /** Signs only; resolves with the signed transaction in wire format. */
  signTransaction?(input: Omit<SignAndSendInput, 'options'>): Promise<Uint8Array>;
  /** Follows the wallet's events until the returned function is called. */
  listen(onChange: (change: WalletChange) => void): () => void;
  /** Ends the session, for the wallet too where it has such a thing. */
  disconnect(): Promise<void>;
}

/** How a connector is asked for its wallet: by the person (connect) or silently (a restore after a reload). */
export interface WalletRequest {
  silent: boolean;
  /** The Solana networks wanted, the one being connected to first. */
  networks: CaipNetwork[];
  pairing?: PairingHooks;
}

/** A connector: the plain data core shows, plus how to reach its wallet. */
export interface SolanaConnector extends ConnectorInfo {
  /** The wallet, once it granted an account; undefined when a silent request finds none. */
  open(request: WalletRequest): Promise<SolanaWallet | undefined>;
}

/** The plain-data part of a connector, which core may keep in its store. */
export const toConnectorInfo = ({ open: _open, ...info }: SolanaConnector): ConnectorInfo => info;
