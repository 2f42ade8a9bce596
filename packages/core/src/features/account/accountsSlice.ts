import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EmbeddedUser } from '../../adapter/types.js';
import type { CaipAddress } from '../../caip/address.js';
import type { ChainNamespace } from '../../caip/namespaces.js';

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected';
export type AccountType = 'eoa' | 'smartAccount';
export const ACCOUNT_TABS = ['Tokens', 'NFTs', 'Activity'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** A token balance (SPEC 3). */
export interface TokenBalance {
  name: string;
  symbol: string;
  chainId: string;
  address?: string;
  value?: number;
  price: number;
  quantity: { decimals: string; numeric: string };
  iconUrl: string;
}

/** One namespace's account, with the fields of SPEC 3. */
export interface AccountState {
  status: ConnectionStatus;
  /** Increases with every connect or reconnect, so a superseded attempt can tell and change nothing. */
  attempt: number;
  caipAddress?: CaipAddress;
  address?: string;
  balance?: string;
  balanceSymbol?: string;
  balanceLoading: boolean;
  balanceError?: string;
  /** When the last balance read failed (clock time); no retry before BALANCE_RETRY_GAP_MS. */
  balanceFailedAt?: number;
  /** The same for the token balances of the portfolio. */
  tokenBalanceFailedAt?: number;
  profileName?: string;
  profileImage?: string;
  user?: { email?: string | null; username?: string | null };
  addressExplorerUrl?: string;
  smartAccountDeployed?: boolean;
  currentTab: AccountTab;
  addressLabels: Record<string, string>;
  allAccounts: { address: string; type: AccountType | 'payment' | 'ordinal' | 'stx' }[];
  connectedWalletInfo?: { name: string; icon?: string; rdns?: string };
  preferredAccountTypes: Partial<Record<ChainNamespace, AccountType | 'payment' | 'ordinal'>>;
  socialProvider?: string;
  /** Whether a social-login popup is open; the window itself is never state. */
  socialWindow?: boolean;
  farcasterUrl?: string;
}

export type AccountsState = Partial<Record<ChainNamespace, AccountState>>;

export const emptyAccount = (attempt = 0): AccountState => ({
  status: 'disconnected',
  attempt,
  balanceLoading: false,
  currentTab: 'Tokens',
  addressLabels: {},
  allAccounts: [],
  preferredAccountTypes: {},
});

type ForNamespace<T = object> = PayloadAction<{ namespace: ChainNamespace } & T>;
const accountOf = (state: AccountsState, namespace: ChainNamespace): AccountState => (state[namespace] ??= emptyAccount());

export const accountsSlice = createSlice({
  name: 'accounts',
  initialState: {} as AccountsState,
  reducers: {
    attemptStarted(state, action: ForNamespace) {
      const account = accountOf(state, action.payload.namespace);
      account.attempt += 1;
      account.status = 'connecting';
    },
    statusSet(state, action: ForNamespace<{ status: ConnectionStatus }>) {
      accountOf(state, action.payload.namespace).status = action.payload.status;
    },
    accountConnected(
      state,
      action: ForNamespace<{ address: string; caipAddress: CaipAddress; wallet?: AccountState['connectedWalletInfo']; explorerUrl?: string }>,
    ) {
      const { namespace, address, caipAddress, wallet, explorerUrl } = action.payload;
      const account = accountOf(state, namespace);
      const addressChanged = account.address !== address;
      Object.assign(account, { status: 'connected', address, caipAddress, connectedWalletInfo: wallet, addressExplorerUrl: explorerUrl });
      // The same address keeps the type its wallet reported (a smart account stays one).
      account.allAccounts = [{ address, type: (!addressChanged && account.allAccounts.find((known) => known.address === address)?.type) || 'eoa' }];
      if (addressChanged) {
        account.balance = undefined;
        account.balanceSymbol = undefined;
      }
    },
    balanceRequested(state, action: ForNamespace) {
      const account = accountOf(state, action.payload.namespace);
      account.balanceLoading = true;
      account.balanceError = undefined;
    },
    balanceLoaded(state, action: ForNamespace<{ caipAddress: CaipAddress; balance: string; symbol: string }>) {
      const account = accountOf(state, action.payload.namespace);
      // A balance that arrives after the account or its chain changed belongs to nobody here.
      if (account.caipAddress !== action.payload.caipAddress) return;
      account.balance = action.payload.balance;
      account.balanceSymbol = action.payload.symbol;
      account.balanceLoading = false;
      account.balanceFailedAt = undefined;
    },
    balanceFailed(state, action: ForNamespace<{ caipAddress: CaipAddress; message: string; at: number }>) {
      const account = accountOf(state, action.payload.namespace);
      if (account.caipAddress !== action.payload.caipAddress) return;
      account.balanceLoading = false;
      account.balanceError = action.payload.message;
      account.balanceFailedAt = action.payload.at;
    },
    /** The token balances were read (they are in the API's cache, see selectTokenBalances): retries are free again. */
    tokenBalancesRead(state, action: ForNamespace<{ caipAddress: CaipAddress }>) {
      const account = accountOf(state, action.payload.namespace);
      if (account.caipAddress === action.payload.caipAddress) account.tokenBalanceFailedAt = undefined;
    },
    tokenBalancesFailed(state, action: ForNamespace<{ caipAddress: CaipAddress; at: number }>) {
      const account = accountOf(state, action.payload.namespace);
      if (account.caipAddress !== action.payload.caipAddress) return;
      account.tokenBalanceFailedAt = action.payload.at;
    },
    currentTabSet(state, action: ForNamespace<{ tab: AccountTab }>) {
      accountOf(state, action.payload.namespace).currentTab = action.payload.tab;
    },
    preferredAccountTypeSet(state, action: ForNamespace<{ type: AccountType | 'payment' | 'ordinal' }>) {
      accountOf(state, action.payload.namespace).preferredAccountTypes[action.payload.namespace] = action.payload.type;
    },
    profileSet(state, action: ForNamespace<{ caipAddress: CaipAddress; name?: string; image?: string }>) {
      const account = accountOf(state, action.payload.namespace);
      if (account.caipAddress !== action.payload.caipAddress) return;
      account.profileName = action.payload.name;
      account.profileImage = action.payload.image;
    },
    /**
     * The embedded wallet's user as its adapter reported it with the connection (none for other wallets);
     * a social login's provider too, and the account's type: a smart account is one in allAccounts and
     * as the preferred type, with whether it is deployed yet.
     */
    userSet(state, action: ForNamespace<{ user?: EmbeddedUser }>) {
      const { namespace, user } = action.payload;
      const account = accountOf(state, namespace);
      account.user = user && { email: user.email, username: user.username };
      if (user?.socialProvider) account.socialProvider = user.socialProvider;
      if (user?.accountType && account.address) {
        account.allAccounts = [{ address: account.address, type: user.accountType }];
        account.preferredAccountTypes[namespace] = user.accountType;
      }
      account.smartAccountDeployed = user?.accountType === 'smartAccount' ? user.smartAccountDeployed : undefined;
    },
    /** An email update finished (SPEC 4): the embedded wallet's user has the new address, the account stays. */
    userEmailUpdated(state, action: ForNamespace<{ email: string }>) {
      const account = accountOf(state, action.payload.namespace);
      account.user = { ...account.user, email: action.payload.email };
    },
    socialLoginSet(state, action: ForNamespace<{ provider?: string; window: boolean }>) {
      const account = accountOf(state, action.payload.namespace);
      account.socialProvider = action.payload.provider;
      account.socialWindow = action.payload.window;
    },
    farcasterUrlSet(state, action: ForNamespace<{ url: string | undefined }>) {
      accountOf(state, action.payload.namespace).farcasterUrl = action.payload.url;
    },
    accountReset(state, action: ForNamespace) {
      state[action.payload.namespace] = emptyAccount(state[action.payload.namespace]?.attempt);
    },
  },
});
