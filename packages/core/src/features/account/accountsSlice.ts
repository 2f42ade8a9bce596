import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EmbeddedUser } from '../../adapter/types.js';
import type { CaipAddress } from '../../caip/address.js';
import type { ChainNamespace } from '../../caip/namespaces.js';
import { accountConnected, attemptFailed, attemptStarted, connectionCleared, userReported } from '../connection/connectionEvents.js';
import { settledActions } from '../../store/createLatchAsyncThunk.js';
import type { fetchBalance } from './balanceRequests.js';
import { retryWaits, type ReadFor } from './reads.js';
import type { fetchIdentity } from './identityRequests.js';
import type { fetchTokenBalances } from './portfolioRequests.js';
import type { Message } from '../../errors/message.js';

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

/**
 * One namespace's account, with the fields of SPEC 3 that something writes: SPEC 3's addressLabels
 * is left out, as no rule of SPEC names a label or who sets it (a profile name is profileName).
 */
export interface AccountState {
  status: ConnectionStatus;
  /** Increases with every connect or reconnect, so a superseded attempt can tell and change nothing. */
  attempt: number;
  caipAddress?: CaipAddress;
  address?: string;
  balance?: string;
  balanceSymbol?: string;
  balanceLoading: boolean;
  balanceError?: Message;
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
  allAccounts: [],
  preferredAccountTypes: {},
});

// The account's reads, answered here by name: their modules load with the views and flows that make them.
export const BALANCE_READ = 'account/fetchBalance';
export const TOKEN_BALANCES_READ = 'account/fetchTokenBalances';
export const IDENTITY_READ = 'account/fetchIdentity';
const balanceRead = settledActions<typeof fetchBalance>(BALANCE_READ);
export const tokenBalancesRead = settledActions<typeof fetchTokenBalances>(TOKEN_BALANCES_READ);
export const identityRead = settledActions<typeof fetchIdentity>(IDENTITY_READ);

type ForNamespace<T = object> = PayloadAction<{ namespace: ChainNamespace } & T>;
const accountOf = (state: AccountsState, namespace: ChainNamespace): AccountState => (state[namespace] ??= emptyAccount());

/** The embedded wallet's user, a social login's provider and the account's type as its wallet reported them. */
function setUser(account: AccountState, namespace: ChainNamespace, user: EmbeddedUser | undefined) {
  account.user = user && { email: user.email, username: user.username };
  if (user?.socialProvider) account.socialProvider = user.socialProvider;
  if (user?.accountType && account.address) {
    account.allAccounts = [{ address: account.address, type: user.accountType }];
    account.preferredAccountTypes[namespace] = user.accountType;
  }
  account.smartAccountDeployed = user?.accountType === 'smartAccount' ? user.smartAccountDeployed : undefined;
}

export const accountsSlice = createSlice({
  name: 'accounts',
  initialState: {} as AccountsState,
  reducers: {
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
    /** The user changed without a new connection: a smart account's first operation deployed it. */
    userSet(state, action: ForNamespace<{ user?: EmbeddedUser }>) {
      setUser(accountOf(state, action.payload.namespace), action.payload.namespace, action.payload.user);
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
  },
  extraReducers: (builder) => {
    // What the connection tells: an attempt, the account the wallet is on, its user, the end.
    builder
      .addCase(attemptStarted, (state, { payload }) => {
        const account = accountOf(state, payload.namespace);
        account.attempt += 1;
        account.status = 'connecting';
      })
      .addCase(attemptFailed, (state, { payload }) => {
        accountOf(state, payload.namespace).status = payload.status;
      })
      .addCase(accountConnected, (state, { payload: { namespace, address, caipAddress, wallet, explorerUrl } }) => {
        const account = accountOf(state, namespace);
        const addressChanged = account.address !== address;
        Object.assign(account, { status: 'connected', address, caipAddress, connectedWalletInfo: wallet, addressExplorerUrl: explorerUrl });
        // The same address keeps the type its wallet reported (a smart account stays one).
        account.allAccounts = [{ address, type: (!addressChanged && account.allAccounts.find((known) => known.address === address)?.type) || 'eoa' }];
        if (addressChanged) {
          account.balance = undefined;
          account.balanceSymbol = undefined;
        }
      })
      .addCase(userReported, (state, { payload }) => {
        setUser(accountOf(state, payload.namespace), payload.namespace, payload.user);
      })
      .addCase(connectionCleared, (state, { payload: { namespace } }) => {
        state[namespace] = emptyAccount(state[namespace]?.attempt);
      });
    // The account's reads. An answer that comes after the account or its chain changed belongs to nobody here.
    const readFor = (state: AccountsState, { namespace, caipAddress }: Partial<ReadFor>) => {
      const account = namespace && state[namespace];
      return account && account.caipAddress === caipAddress ? account : undefined;
    };
    builder
      .addMatcher(balanceRead.pending, (state, { meta }) => {
        const account = accountOf(state, meta.arg.namespace);
        account.balanceLoading = true;
        account.balanceError = undefined;
      })
      .addMatcher(balanceRead.fulfilled, (state, { payload }) => {
        const account = readFor(state, payload);
        if (account) Object.assign(account, { balance: payload.balance, balanceSymbol: payload.symbol, balanceLoading: false, balanceFailedAt: undefined });
      })
      .addMatcher(balanceRead.rejected, (state, { meta, payload }) => {
        const account = meta.rejectedWithValue && readFor(state, meta);
        if (account) Object.assign(account, { balanceLoading: false, balanceError: payload, balanceFailedAt: meta.at });
      })
      // The token balances are in the API's cache (selectTokenBalances); here only when a read failed, for the 30 s wait.
      .addMatcher(tokenBalancesRead.fulfilled, (state, { payload }) => {
        const account = readFor(state, payload);
        if (account) account.tokenBalanceFailedAt = undefined;
      })
      .addMatcher(tokenBalancesRead.rejected, (state, { meta }) => {
        const account = meta.rejectedWithValue && readFor(state, meta);
        // Two reads failing together wait from the first.
        if (account && !retryWaits(account.tokenBalanceFailedAt, meta.at)) account.tokenBalanceFailedAt = meta.at;
      })
      .addMatcher(identityRead.fulfilled, (state, { payload }) => {
        const account = payload && readFor(state, payload);
        if (!account) return;
        account.profileName = payload.identity.name ?? account.profileName;
        account.profileImage = payload.identity.avatar ?? account.profileImage;
      });
  },
});
