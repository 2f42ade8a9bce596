// The embedded wallet's state: the session (emailAuth.ts), the account's keys once loaded
// (accountKeys.ts), the current network. A reload restores it from the frame's storage.
import type { SocialProvider } from '@latch/frame/host';
import * as z from 'zod/mini';
import type { AccountKeys, PasskeySealedBackup, PasskeySignIn } from './keys/accountKeys.js';
import type { KeyMaterial } from './keys/material.js';
import { BackupSealedError, type PasskeyPrf } from './keys/passkeySeal.js';
import { NO_SOLANA_KEY, noSmartAccount, NOT_CONNECTED } from './messages.js';
import { isSolanaChainId, type FrameNetwork, type Networks, type SolanaNetworks } from './networks.js';
import type { RpcAccount } from './rpc/router.js';
import type { EvmSigner } from './rpc/signer.js';
import { PreferredAccount } from './smartAccount/preferredAccount.js';
import type { SmartAccountSender } from './smartAccount/sender.js';
import type { SolanaAccount } from './solana/router.js';
import type { SolanaSigner } from './solana/signer.js';
import type { EmailAuth } from './session/emailAuth.js';
import { farcasterUserName, type FarcasterSession } from './session/farcasterAuth.js';
import type { SocialSession } from './session/socialAuth.js';
import type { StoredSession } from './session/sessionStore.js';
import type { IssuedSession } from '@latch/core/api';
import type { FrameStorage } from './storage.js';

export const CHAIN_KEY = 'chainId';

/**
 * SPEC 3's user: `address` and `chainId` on the network asked for (EVM unless a Solana one is named),
 * every account in `accounts`. After a social login, `userName` is the person's name at the provider
 * and `socialProvider` the provider.
 */
export interface FrameUser {
  email: string | null;
  address: string;
  chainId: number | string;
  accounts: { address: string; type: 'eoa' | 'smartAccount' }[];
  userName: string | null;
  socialProvider?: SocialProvider;
  preferredAccountType: 'eoa' | 'smartAccount';
  smartAccountDeployed: boolean;
}

interface LoadedAccount {
  userId: string;
  email: string | null;
  material: KeyMaterial;
  signers: Map<number, Promise<EvmSigner>>;
  /** The smart account on each smart-account-enabled network, by chain id. */
  smartAccounts: Map<number, Promise<SmartAccountSender>>;
  solanaSigner?: Promise<SolanaSigner>;
}

export interface FrameWalletOptions {
  auth: EmailAuth;
  keys: AccountKeys;
  networks: Networks;
  solanaNetworks: SolanaNetworks;
  storage: FrameStorage;
  /** Makes a signer (rpc/signer.ts, loaded with import() on first use). */
  createSigner: (privateKey: string, network: FrameNetwork) => Promise<EvmSigner>;
  /** The owner key's smart account on a network with ERC-4337 contracts (smartAccount/sender.ts, loaded with import()). */
  createSmartAccount?: (privateKey: string, network: FrameNetwork) => Promise<SmartAccountSender>;
  /** Makes the Solana signer (solana/signer.ts, WebCrypto Ed25519). */
  createSolanaSigner: (key: { pkcs8: string; address: string }) => Promise<SolanaSigner>;
  /** A new session: its app-facing handle, for SESSION_UPDATE. */
  onSession?: (handle: string) => void;
}

export class FrameWallet {
  #account: LoadedAccount | undefined;
  #loading: { userId: string; promise: Promise<LoadedAccount> } | undefined;
  #network: FrameNetwork;
  readonly #preferred: PreferredAccount;

  constructor(private readonly options: FrameWalletOptions) {
    this.#network = options.networks.find(options.storage.read(CHAIN_KEY, z.int()) ?? '') ?? options.networks.default;
    this.#preferred = new PreferredAccount(options.storage);
  }

  get network(): FrameNetwork {
    return this.#network;
  }

  /** CONNECT_EMAIL: CONNECT when this email is signed in already, else what the services say. */
  async connectEmail(email: string): Promise<'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'> {
    const current = await this.#connected().catch(() => undefined);
    if (current && current.email === email.trim().toLowerCase()) return 'CONNECT';
    return this.options.auth.start(email);
  }

  /** The email the code screen names: the one of the login under way. */
  get codeEmail(): string | undefined {
    return this.options.auth.pendingEmail;
  }

  /** "Resend code" on the frame's code screen. */
  resendCode(): Promise<'VERIFY_DEVICE' | 'VERIFY_OTP'> {
    return this.options.auth.resend();
  }

  /** Once the person approved this new device by the mailed link, on the wallet's own page. */
  connectDevice(signal?: AbortSignal): Promise<'VERIFY_OTP'> {
    return this.options.auth.awaitDevice(signal);
  }

  /** The login code, as the person typed it into the frame's code screen: the session, then the account's keys (kept, recovered or made). */
  async connectOtp(otp: string): Promise<void> {
    await this.#begin(await this.options.auth.verifyOtp(otp));
  }

  /** CONNECT_SOCIAL: the session a social login gave (session/socialAuth.ts), then the account's keys (kept, recovered or made), as after the login code. */
  async connectSocial({ identity, ...issued }: SocialSession): Promise<FrameUser> {
    await this.#begin(this.options.auth.adopt(issued, { provider: identity.provider, name: identity.name }));
    return this.user();
  }

  /** CONNECT_FARCASTER: the session of the account the person confirmed on the Farcaster screen, then the account's keys, as after the login code. */
  async connectFarcaster({ identity, ...issued }: FarcasterSession): Promise<{ userName: string }> {
    const userName = farcasterUserName(identity);
    await this.#begin(this.options.auth.adopt(issued, { provider: 'farcaster', name: userName }));
    return { userName };
  }

  /** CONNECT_PASSKEY: the session a passkey sign-in gave, then the account's keys (kept, or recovered from the backup, sealed under that passkey or not), as after the login code. */
  async connectIssued(issued: IssuedSession, passkey: PasskeySignIn = {}): Promise<FrameUser> {
    await this.#begin(this.options.auth.adopt(issued), passkey);
    return this.user();
  }

  /** ADD_PASSKEY's seal: the signed-in account's keys sealed under the passkey whose PRF output `prf` is. */
  async sealBackupUnderPasskey(prf: PasskeyPrf): Promise<PasskeySealedBackup> {
    const [account, session] = await Promise.all([this.#connected(), this.options.auth.current()]);
    if (!account || !session) throw new Error(NOT_CONNECTED);
    return this.options.keys.sealUnderPasskey(session.token, session.user, account.material, prf);
  }

  async isConnected(): Promise<boolean> {
    return (await this.#connected()) !== undefined;
  }

  /** GET_USER: a Solana chain id (`solana:…`) the frame knows answers with the Solana account, "Chain is not supported" if it knows none, or "This account has no Solana key". */
  async user(chainId?: string | number): Promise<FrameUser> {
    const account = await this.#connected();
    if (!account) throw new Error(NOT_CONNECTED);
    const { evm, solana } = account.material;
    const requested = chainId === undefined || isSolanaChainId(chainId) ? undefined : this.options.networks.find(chainId);
    if (requested) this.switchNetwork(requested.chainId);
    // On a smart-account-enabled network the account is the smart account (SPEC 6), owned by the EOA key, unless the person prefers the EOA.
    const smart = await this.#smartAccount(account, this.#network);
    const inUse = this.#preferred.inUse(smart);
    const eoas = [evm.address, ...(solana ? [solana.address] : [])].map((address) => ({ address, type: 'eoa' as const }));
    const accounts = smart ? [{ address: smart.address, type: 'smartAccount' as const }, ...eoas] : eoas;
    const social = (await this.options.auth.current())?.social;
    const user = {
      email: account.email,
      accounts,
      userName: social?.name ?? null,
      ...(social && social.provider !== 'farcaster' ? { socialProvider: social.provider } : {}),
      preferredAccountType: inUse ? 'smartAccount' : 'eoa',
      smartAccountDeployed: smart ? await smart.isDeployed() : false,
    } as const;
    if (isSolanaChainId(chainId)) {
      const network = this.options.solanaNetworks.require(chainId);
      if (!solana) throw new Error(NO_SOLANA_KEY);
      return { ...user, address: solana.address, chainId: network.caipNetworkId };
    }
    return { ...user, address: inUse?.address ?? evm.address, chainId: this.#network.chainId };
  }

  /** SET_PREFERRED_ACCOUNT: the type kept for the next requests and reloads; answers the type and address now in use on the current network (the EOA where it has no smart account). */
  async setPreferredAccount(type: 'eoa' | 'smartAccount'): Promise<{ type: 'eoa' | 'smartAccount'; address: string }> {
    const account = await this.#connected();
    if (!account) throw new Error(NOT_CONNECTED);
    this.#preferred.set(type);
    const inUse = this.#preferred.inUse(await this.#smartAccount(account, this.#network));
    return inUse ? { type: 'smartAccount', address: inUse.address } : { type: 'eoa', address: account.material.evm.address };
  }

  /** GET_SMART_ACCOUNT_ENABLED_NETWORKS: the chain ids where the account is a smart account. */
  smartAccountNetworks(): number[] {
    return this.options.createSmartAccount ? this.options.networks.list.filter((network) => network.smartAccount).map((network) => network.chainId) : [];
  }

  /** INIT_SMART_ACCOUNT: the smart account on the current network and whether its first operation deployed it yet. */
  async initSmartAccount(): Promise<{ address: string; isDeployed: boolean }> {
    const account = await this.#connected();
    if (!account) throw new Error(NOT_CONNECTED);
    const smart = await this.#smartAccount(account, this.#network);
    if (!smart) throw new Error(noSmartAccount(this.#network.name));
    return { address: smart.address, isDeployed: await smart.isDeployed() };
  }

  /** SWITCH_NETWORK: "Chain is not supported" for a network the frame does not know. */
  switchNetwork(chainId: string | number): number {
    this.#network = this.options.networks.require(chainId);
    try {
      this.options.storage.write(CHAIN_KEY, this.#network.chainId);
    } catch {
      // The choice then lasts as long as the page.
    }
    return this.#network.chainId;
  }

  /** GET_SESSION_TOKEN: the app-facing handle, never the services' bearer token. */
  async sessionHandle(): Promise<string> {
    const session = await this.options.auth.current();
    if (!session) throw new Error(NOT_CONNECTED);
    return session.handle;
  }

  /** SIGN_OUT: the session goes; the encrypted keys stay on the device for the next login. */
  async signOut(): Promise<void> {
    const account = this.#account;
    this.#account = undefined;
    this.#loading = undefined;
    if (account) for (const signer of account.signers.values()) void signer.then((made) => made.destroy?.(), () => undefined);
    await this.options.auth.signOut();
  }

  /** The account for RPC requests, or undefined when signed out. */
  async rpcAccount(): Promise<RpcAccount | undefined> {
    const account = await this.#connected();
    if (!account) return undefined;
    const smart = this.#preferred.inUse(await this.#smartAccount(account, this.#network));
    return {
      address: smart?.address ?? account.material.evm.address,
      smartAccount: async (network) => this.#preferred.inUse(await this.#smartAccount(account, network)),
      signer: (network) => {
        let signer = account.signers.get(network.chainId);
        if (!signer) {
          signer = this.options.createSigner(account.material.evm.privateKey, network);
          account.signers.set(network.chainId, signer);
          signer.catch(() => account.signers.delete(network.chainId));
        }
        return signer;
      },
    };
  }

  /** The account's smart account on `network`, made once; undefined where the network has no ERC-4337 contracts. */
  #smartAccount(account: LoadedAccount, network: FrameNetwork): Promise<SmartAccountSender | undefined> {
    const { createSmartAccount } = this.options;
    if (!network.smartAccount || !createSmartAccount) return Promise.resolve(undefined);
    let made = account.smartAccounts.get(network.chainId);
    if (!made) {
      made = createSmartAccount(account.material.evm.privateKey, network);
      account.smartAccounts.set(network.chainId, made);
      made.catch(() => account.smartAccounts.delete(network.chainId));
    }
    return made;
  }

  /** The Solana account for the Solana RPC requests, or undefined when signed out or without a Solana key. */
  async solanaAccount(): Promise<SolanaAccount | undefined> {
    const account = await this.#connected();
    const key = account?.material.solana;
    if (!account || !key) return undefined;
    return {
      address: key.address,
      signer: () => {
        if (!account.solanaSigner) {
          const made = this.options.createSolanaSigner(key);
          account.solanaSigner = made;
          made.catch(() => (account.solanaSigner = undefined));
        }
        return account.solanaSigner;
      },
    };
  }

  /** A new login's session: the account's keys for it, then the app hears of it. A login that cannot open a sealed backup keeps no session. */
  async #begin(session: StoredSession, passkey?: PasskeySignIn): Promise<void> {
    this.#account = undefined;
    try {
      await this.#load(session, passkey);
    } catch (error) {
      if (error instanceof BackupSealedError) await this.options.auth.signOut().catch(() => undefined);
      throw error;
    }
    this.options.onSession?.(session.handle);
  }

  async #connected(): Promise<LoadedAccount | undefined> {
    const session = await this.options.auth.current();
    if (!session) {
      this.#account = undefined;
      return undefined;
    }
    return this.#load(session);
  }

  /** The session user's keys, loaded once however many requests ask at the same time. */
  async #load(session: StoredSession, passkey?: PasskeySignIn): Promise<LoadedAccount> {
    const { userId, email } = session.user;
    if (this.#account?.userId === userId) {
      // The same user under a new email (an email update): the same keys, the new address.
      this.#account.email = email;
      return this.#account;
    }
    if (this.#loading?.userId !== userId) {
      const promise = this.options.keys.ensure(session.token, session.user, passkey).then(({ material }) => ({ userId, email, material, signers: new Map(), smartAccounts: new Map() }));
      this.#loading = { userId, promise };
      promise.catch(() => {
        if (this.#loading?.promise === promise) this.#loading = undefined;
      });
    }
    const account = await this.#loading!.promise;
    this.#account = account;
    return account;
  }
}
