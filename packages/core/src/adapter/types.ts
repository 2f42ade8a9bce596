import type { SocialProvider } from '../rules/socialProviders.js';
import type { PreferredAccountType } from '../rules/accountTypes.js';
import type { ChainNamespace } from '../caip/namespaces.js';
import type { CaipNetwork } from '../caip/network.js';
import type { AlertId } from '../errors/alerts.js';
import type { Clock } from '../clock/clock.js';
import type { LogLevel } from '../logger/logger.js';
import type { DappMetadata } from '../features/options/optionsSlice.js';
import type { SignInProfile } from '../siwx/signInMessage.js';

export const CONNECTOR_TYPES = ['ANNOUNCED', 'INJECTED', 'EXTERNAL', 'MULTI_CHAIN', 'AUTH', 'WALLET_CONNECT'] as const;
export type ConnectorType = (typeof CONNECTOR_TYPES)[number];

/** What the store knows of a connector (SPEC 3): plain data, no provider object. */
export interface ConnectorInfo {
  id: string;
  name: string;
  type: ConnectorType;
  chain: ChainNamespace;
  imageUrl?: string;
  imageId?: string;
  explorerId?: string;
  info?: { rdns?: string };
}

export interface ConnectResult {
  address: string;
  chainId: string | number;
  /** An embedded wallet's user (SPEC 3): who logged in, as the wallet frame says it. */
  user?: EmbeddedUser;
}

/**
 * Who logged in to an embedded wallet: the email, or the name at the social provider it came through;
 * and what the connected address is (SPEC 3, 6): a smart account (deployed yet or not) or the EOA.
 */
export interface EmbeddedUser {
  email?: string | null;
  username?: string | null;
  socialProvider?: SocialProvider;
  accountType?: 'eoa' | 'smartAccount';
  /** For a smart account: whether its first operation deployed it yet. */
  smartAccountDeployed?: boolean;
}

/**
 * What core gives a WalletConnect connector (SPEC 4): where a new pairing URI goes, so the QR
 * code and deep links can show it, and a URI whose pairing is still fresh enough to offer again
 * (Telegram and iOS Safari) instead of making a new one.
 */
export interface PairingHooks {
  onUri(uri: string): void;
  reuseUri?: string;
}

export type AdapterEvent =
  | { type: 'accountsChanged'; accounts: string[] }
  | { type: 'chainChanged'; chainId: string | number }
  | { type: 'disconnect' }
  /** The embedded wallet needs the person's approval: the ApproveTransaction view shows its frame. */
  | { type: 'approvalRequested' }
  | { type: 'approvalSettled' }
  /** Something the person should know that no request of theirs is waiting on (SPEC 8 alerts), e.g. the frame failed to load. */
  | { type: 'alert'; alert: AlertId };

/** What the email login answers at each step (SPEC 4): verify a new device, then the one-time code, or connect at once. */
export type EmailConnectAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT';
/** What an email update asks next (SPEC 4): the code of the current address, or of the new one. */
export type EmailUpdateAction = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP';

/**
 * The email login of an auth (embedded wallet) connector. Once `connectOtp` resolves, or
 * `connectEmail` answers CONNECT, a `connect` with the auth connector's id gives the account.
 * The codes never pass through the dApp: the person types them into the wallet frame's own code
 * screen, which the code views show over themselves (`showAuthFrame`).
 */
export interface EmailLogin {
  connectEmail(params: { email: string }): Promise<{ action: EmailConnectAction }>;
  /** Resolves once the person typed this device's approval code into the frame, and it was right. */
  connectDevice(): Promise<{ action: 'VERIFY_OTP' }>;
  /** Resolves once the person typed the one-time login code into the frame, and it was right. */
  connectOtp(): Promise<void>;
  /** Email update (SPEC 4), for a signed-in person: names the new address; the first code goes to the current one (VERIFY_PRIMARY_OTP), or to the new one for a person without an email. */
  updateEmail?(params: { email: string }): Promise<{ action: EmailUpdateAction }>;
  /** Resolves once the person typed the current address's code into the frame, and it was right (the new address's code is then mailed). */
  updateEmailPrimaryOtp?(): Promise<void>;
  /** Resolves once the person typed the new address's code into the frame, and it was right: the email is the new one. */
  updateEmailSecondaryOtp?(): Promise<{ newEmail: string }>;
}

/**
 * The embedded wallet's social login (SPEC 4), started and finished in the wallet frame alone: the
 * person presses the frame's own button (the frame is laid over the modal's view), the frame opens
 * the provider's page in a window of its own and receives the answer there. No URL, code or token
 * passes through the app.
 */
export interface SocialLogin {
  /** Resolves once the person signed in with `provider` from the frame's screen and the frame holds the session; rejects when the frame stops asking (the view left: "Request was aborted"). The frame's screen says each failure and offers another try. */
  connect(params: { provider: SocialProvider }): Promise<void>;
}

/**
 * The embedded wallet's Sign In With Farcaster (SPEC 2's ConnectingFarcaster), on the wallet frame's
 * own screen laid over the view: the frame shows the sign-in link and its QR code, and the account
 * that approved for the person to confirm. The link (its channel token) never reaches the app.
 */
export interface FarcasterLogin {
  /** Resolves once the person confirmed the account in the frame and the frame holds the session; rejects when the frame stops asking (the view left). */
  connect(): Promise<{ userName: string }>;
}

/** The embedded wallet's passkeys (issue 17, point 6): the frame runs each WebAuthn ceremony on its own origin, from a click on its own screen laid over the modal's view. */
export interface PasskeyLogin {
  /** Adds a passkey to the signed-in user; resolves once the person made it, with whether the key backup is now sealed under it too. */
  add(): Promise<{ sealed: boolean }>;
  /** Signs in with a passkey alone; resolves once the frame holds the session. */
  connect(): Promise<void>;
}

/** Where on the page the embedded wallet's frame shows itself for an approval, in viewport pixels. */
export interface FrameRect {
  top: number;
  left: number;
  width: number;
  height: number;
}

/**
 * What a Latch instance tells each of its adapters once, as `createLatch` builds it: what the dApp
 * has already written in its `LatchConfig` and an adapter would otherwise be configured with a
 * second time (the project id, the dApp's metadata). Plain data, no store: an adapter never reaches
 * into core's state.
 */
export interface AdapterContext {
  /** The config's `projectId`: WalletConnect's project, the id the embedded wallet's frame checks the page's origin against. */
  projectId: string;
  /** The config's `metadata`: how the dApp presents itself to wallets (WalletConnect's metadata, the frame's approvals). */
  metadata?: DappMetadata;
  /** The instance's clock (the config's, else the system's). */
  clock: Clock;
  /**
   * The config's `networks`, every namespace's: an adapter asks a session shared with other
   * namespaces (WalletConnect) for its own networks before a connect has named one.
   */
  networks?: readonly CaipNetwork[];
  /**
   * The config's `features` as given (one left out keeps SPEC 9's default): smartSessions lets the
   * embedded wallet grant ERC-7715 permissions. Read where it is needed, not in the page's entry.
   */
  features?: { smartSessions?: boolean };
  /** The config's `logLevel`: an adapter logs through `createLogger(logLevel)` of `@latch/core/logger`, made in its lazily loaded code. */
  logLevel?: LogLevel;
  /**
   * Aborted by `latch.destroy()`: what an adapter's lazily loaded parts keep running on the page (an
   * SDK's timers, sockets and window listeners) ends with it. Hear it with `{ once: true }`.
   */
  signal?: AbortSignal;
  /**
   * One object per Latch instance and `key`, made by the first adapter that asks: how two adapters
   * share what a person has once, whatever the namespace (one WalletConnect session carrying every
   * namespace, one embedded wallet frame holding every key). Adapters of one kind agree on the key
   * and on the object's shape; core never looks inside.
   */
  share<T>(key: string, create: () => T): T;
}

/**
 * What an adapter declares of its namespace, as plain data core keeps in its state: core's rules
 * and the views ask this, never a namespace's name, so a new namespace needs no change to core or ui.
 */
export interface NamespaceRules {
  /**
   * How the modal names the namespace to a person: the Networks view's group headings, the
   * namespaces a wallet serves in Connect. E.g. eip155's "EVM", solana's "Solana".
   */
  label: string;
  /**
   * An address of the namespace, whole, as a regular expression's source (SPEC 5's address check):
   * core tests `^(?:address)$`. E.g. eip155's `(0x)?[0-9a-fA-F]{40}`.
   */
  address: string;
  /**
   * What `send` moves: the native currency only, or tokens too (its `token` parameter). Left out, the
   * namespace has no send form ("Unsupported chain"). Swaps are offered where the adapter has
   * `sendTransaction` and `decodeApproval`.
   */
  sends?: 'native' | 'tokens';
  /**
   * How a sign-in message (SIWX, CAIP-122) is written and checked on the namespace: a profile from
   * `@latch/core/siwx` (`EIP4361_PROFILE`, `SOLANA_SIGN_IN_PROFILE`) or the namespace's own. Left out,
   * the built-in sign-in writes no message for it.
   */
  signIn?: SignInProfile;
  /**
   * The account type the namespace's accounts start as (SPEC 6): eip155's `smartAccount` (then an
   * embedded wallet's account may switch to its EOA), solana's and polkadot's `eoa`, bip122's `payment`.
   */
  accountType?: PreferredAccountType;
}

/**
 * What a chain namespace plugs into core. Adapters register through this interface;
 * core never imports one. Every method that touches a wallet or an RPC is async, so an
 * adapter is free to load its SDK with dynamic import() at that moment.
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace;
  /** What core's rules and views need to know of the namespace: its address format, what it sends. */
  readonly rules: NamespaceRules;
  /**
   * Called by `createLatch` once, with the instance's configuration, after the config is validated
   * and before any other method (`subscribe`, `watchConnectors`, then whatever the person does). An
   * adapter keeps the context and reads it when it needs it, rather than taking the same values as
   * options of its own; used without a Latch instance it should refuse clearly where they are missing
   * (adapter-evm: "Project ID Not Configured"). Synchronous: anything slow belongs in the later async calls.
   */
  init?(context: AdapterContext): void;
  /** Starts discovery; `onChange` gets the full list each time it changes. Returns a stop function. */
  watchConnectors(onChange: (connectors: ConnectorInfo[]) => void): () => void;
  /** `pairing` is given to WalletConnect connectors only. */
  connect(params: { connectorId: string; network?: CaipNetwork; pairing?: PairingHooks }): Promise<ConnectResult>;
  /**
   * Gets a WalletConnect pairing ready for `network` while the person looks at the wallets, so the
   * QR code shows the moment they pick WalletConnect (its `connect` takes the prepared pairing over).
   * Quiet on failure: the pick pairs anew. Adapters without WalletConnect leave it out.
   */
  preparePairing?(params: { network?: CaipNetwork }): Promise<void>;
  /**
   * Restores an earlier connection without asking the person anything (EIP-1193: eth_accounts).
   * Resolves undefined when the wallet no longer grants this site an account. `network` is the
   * namespace's active network (stored across reloads), for wallets that do not say their chain.
   */
  reconnect(params: { connectorId: string; network?: CaipNetwork }): Promise<ConnectResult | undefined>;
  disconnect(): Promise<void>;
  /** Asks the connected wallet to move to `network` (adding it to the wallet where needed). */
  switchNetwork(params: { network: CaipNetwork }): Promise<void>;
  /**
   * Signs a text message with the connected account (EIP-191 personal_sign on EVM). A refusal
   * rejects with "Signature declined".
   */
  signMessage(params: { message: string; address: string }): Promise<string>;
  /**
   * Sends `value` (in the token's smallest unit) to `to`: the native currency, or the token at
   * `token` (ERC-20 on EVM). Resolves with the transaction hash once the chain has included it.
   */
  send(params: { to: string; value: bigint; token?: string; network: CaipNetwork }): Promise<string>;
  /**
   * Sends a transaction prepared elsewhere (a swap or its approval, built by the services) from the
   * connected account: `data` is its calldata, `gas` a limit when one was estimated. Resolves with the
   * hash once the chain has included it; a refusal is "Signature declined", a revert an error.
   * Adapters without it cannot swap.
   */
  sendTransaction?(params: { to: string; data: string; value: bigint; gas?: bigint; network: CaipNetwork }): Promise<string>;
  /**
   * The spender and amount of an ERC-20 `approve(spender, amount)` call's calldata, undefined for any
   * other call: core checks an approval the services built with it before the wallet is asked.
   * Adapters without it cannot swap.
   */
  decodeApproval?(data: string): Promise<{ spender: string; amount: bigint } | undefined>;
  /**
   * `address` as its namespace writes it canonically (EIP-55 checksummed on EVM), for a sign-in
   * message. An eip155 adapter without it cannot sign in: EIP-4361 wants EIP-55, which core cannot write.
   */
  canonicalAddress?(address: string): Promise<string>;
  /** The native balance as a decimal string in whole units (e.g. "1.5"). */
  /**
   * The native balance. An adapter may answer from its cache a read of the last 30 s (SPEC 9's native
   * balance cache); `fresh` reads past it, when the chain has just changed the balance (a send, a swap).
   */
  getBalance(params: { address: string; network: CaipNetwork; fresh?: boolean }): Promise<{ balance: string; symbol: string }>;
  /** Adapters with an auth (embedded wallet) connector: make `type` the account type the wallet uses. */
  setPreferredAccountType?(params: { type: 'eoa' | 'smartAccount' }): Promise<void>;
  /** Adapters with an auth (embedded wallet) connector: start its login over, e.g. after Farcaster was left. */
  reloadAuthConnector?(): Promise<void>;
  /** Adapters with an auth (embedded wallet) connector: its email login. */
  readonly emailLogin?: EmailLogin;
  /** Adapters with an auth (embedded wallet) connector: its social login. */
  readonly socialLogin?: SocialLogin;
  /** Adapters with an auth (embedded wallet) connector: its Farcaster login. */
  readonly farcasterLogin?: FarcasterLogin;
  /** Adapters with an auth (embedded wallet) connector: its passkeys. */
  readonly passkeyLogin?: PasskeyLogin;
  /** Adapters with an auth connector: shows its frame over `rect` for an approval or a code, in the modal's theme and locale, or hides it (undefined; what waited there for the person is cancelled). */
  showAuthFrame?(rect: FrameRect | undefined, themeMode?: 'light' | 'dark', locale?: string): void;
  /**
   * The connected wallet, for the app's own requests (`useLatchProvider`, `getWalletProvider`): an
   * EIP-1193 provider on eip155 (wrap it in ethers' BrowserProvider), the adapter's wallet object on
   * other namespaces; undefined while none is connected. Its requests go to the wallet as they are.
   */
  getWalletProvider?(): Promise<unknown>;
  /** Releases what the adapter keeps on the page (an embedded wallet's frame and its listener), at `latch.destroy()`. */
  destroy?(): void;
  /** Wallet events of the connected connector. Returns an unsubscribe function. */
  subscribe(listener: (event: AdapterEvent) => void): () => void;
}
