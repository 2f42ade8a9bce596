// One browser with the frame page's wallet over the real services, for the integration tests: its
// storage, its device key, and the frame's calls with the frame's Origin (as a browser on
// 127.0.0.1:5174 adds it) and a proof of the device's key.
import { deviceDecidedResponseSchema } from '@latch/core/api';
import * as z from 'zod/mini';
import { ApprovalQueue } from '../src/approval/queue.js';
import type { FrameNetworks } from '../src/chainNetworks.js';
import { AccountKeys } from '../src/keys/accountKeys.js';
import { memoryDeviceKey, type DeviceKeyStore } from '../src/keys/deviceKey.js';
import * as evm from '../src/keys/evm.js';
import { KeyVault } from '../src/keys/vault.js';
import { Networks, type FrameNetwork, type SmartAccountContracts } from '../src/networks.js';
import { frameNetworks } from './devnetNetworks.js';
import { rpcCall } from '../src/rpc/jsonRpc.js';
import { RpcRouter } from '../src/rpc/router.js';
import { createEvmSigner } from '../src/rpc/signer.js';
import { ServicesApi } from '../src/services/api.js';
import { ServicesClient } from '../src/services/client.js';
import { createProofSigner } from '../src/services/proof.js';
import { deviceId } from '../src/session/deviceId.js';
import { EmailAuth } from '../src/session/emailAuth.js';
import { FarcasterAuth } from '../src/session/farcasterAuth.js';
import { SessionStore } from '../src/session/sessionStore.js';
import { SocialAuth } from '../src/session/socialAuth.js';
import { signInWindows } from './signInWindows.js';
import { createSmartAccountSender } from '../src/smartAccount/sender.js';
import { createSolanaSigner } from '../src/solana/signer.js';
import { FrameStorage, MemoryStorage } from '../src/storage.js';
import { FrameWallet } from '../src/wallet.js';
import { testSolanaNetworks } from './solanaNetworks.js';

export const FRAME_ORIGIN = 'http://127.0.0.1:5174';
export const DAPP_ORIGIN = 'http://127.0.0.1:5173';

/** fetch as the frame's page makes it: the browser adds the frame's Origin. */
export const frameFetch: typeof fetch = (input, init = {}) => fetch(input, { ...init, headers: { ...(init.headers as Record<string, string>), origin: FRAME_ORIGIN } });

export interface FrameDeviceOptions {
  servicesUrl: string;
  /** The services' clock, which the proofs and the session checks follow. */
  now?: () => number;
  web?: MemoryStorage;
  deviceKey?: DeviceKeyStore;
  /** How long one CONNECT_FARCASTER waits for the approval (FarcasterAuth's waitMs). */
  farcasterWaitMs?: number;
  /** A real devnet to sign and send on, and its ERC-4337 contracts and bundler for a smart account. */
  chain?: { rpcUrl: string; smartAccount?: SmartAccountContracts };
  /** The networks as the page has them from the services (chainNetworks.ts), in place of `chain`'s devnet; node calls go where they say. */
  networks?: FrameNetworks;
}

export function frameDevice({ servicesUrl, now = Date.now, web = new MemoryStorage(), deviceKey = memoryDeviceKey(), farcasterWaitMs, chain, networks: listed }: FrameDeviceOptions) {
  const proof = createProofSigner({ keyPair: () => deviceKey.signingKey(), now });
  const api = new ServicesApi(new ServicesClient({ baseUrl: servicesUrl, projectId: 'latch-demo', fetch: frameFetch, proof }));
  const fund = jest.spyOn(api, 'fund');
  const storage = new FrameStorage(web);
  const networks = listed?.networks ?? new Networks(frameNetworks(chain?.rpcUrl ?? 'http://127.0.0.1:1', chain?.smartAccount));
  const reachesNodes = chain !== undefined || listed !== undefined;
  const createSmartAccount = (privateKey: string, network: FrameNetwork) => createSmartAccountSender({ privateKey, network, rpc: (url, method, params) => rpcCall(url, method, params) });
  const smartAccountOf = async (privateKey: string) => (chain?.smartAccount ? (await createSmartAccount(privateKey, networks.default)).address : undefined);
  const auth = new EmailAuth({ api, sessions: new SessionStore(storage), deviceId: () => deviceId(storage), now });
  const wallet = new FrameWallet({
    auth,
    keys: new AccountKeys({ api, vault: new KeyVault(storage, deviceKey), evm: async () => evm, fundNewAccounts: true, smartAccountOf }),
    networks,
    solanaNetworks: listed?.solanaNetworks ?? testSolanaNetworks(),
    storage,
    createSolanaSigner,
    createSigner: async (privateKey, network) =>
      createEvmSigner(privateKey, async (method, params) => {
        if (!reachesNodes) throw new Error('no node in this test');
        return rpcCall(network.rpcUrl, method, params);
      }),
    ...(chain?.smartAccount ? { createSmartAccount } : {}),
  });
  const approvals = new ApprovalQueue({ ask: async () => true, working: () => {}, done: () => {}, cancel: () => false }, () => {});
  const forward = async (network: FrameNetwork, method: string, params: unknown) => (reachesNodes ? rpcCall(network.rpcUrl, method, params) : null);
  const rpc = new RpcRouter({ networks, currentNetwork: () => wallet.network, account: () => wallet.rpcAccount(), forward, approvals });
  // The windows a social login opens, and what their pages post to this frame (test/signInWindows.ts).
  const windows = signInWindows();
  const social = new SocialAuth({ api, deviceId: () => deviceId(storage), servicesOrigin: new URL(servicesUrl).origin, liveToken: async () => (await auth.current())?.token, ...windows });
  const farcaster = new FarcasterAuth({ api, deviceId: () => deviceId(storage), ...(farcasterWaitMs === undefined ? {} : { waitMs: farcasterWaitMs }) });
  return { web, deviceKey, api, auth, wallet, rpc, fund, social, windows, farcaster };
}

const mailboxSchema = z.object({ messages: z.array(z.object({ subject: z.string(), code: z.nullable(z.string()), link: z.nullable(z.string()) })) });

/** The newest code the services mailed `email` (their dev mailbox). */
export async function latestCode(servicesUrl: string, email: string): Promise<string> {
  const client = new ServicesClient({ baseUrl: servicesUrl, projectId: 'latch-demo', fetch: frameFetch });
  const [newest] = (await client.call('GET', '/dev/mailbox', mailboxSchema, { query: { email } })).messages;
  if (!newest?.code) throw new Error('no code in the mailbox');
  return newest.code;
}

/**
 * The person approves a new device by the newest link the services mailed `email`, on the wallet's
 * device page (its calls from the frame's origin, the token from the link's fragment).
 */
export async function approveByLink(servicesUrl: string, email: string, decision: 'approve' | 'refuse' = 'approve'): Promise<void> {
  const client = new ServicesClient({ baseUrl: servicesUrl, projectId: 'latch-demo', fetch: frameFetch });
  const [newest] = (await client.call('GET', '/dev/mailbox', mailboxSchema, { query: { email } })).messages;
  const token = newest?.link && new URL(newest.link).hash.replace(/^#approve=/, '');
  if (!token) throw new Error('no device link in the mailbox');
  await client.call('POST', '/auth/v1/device-approval/decide', deviceDecidedResponseSchema, { body: { token, decision } });
}

/** The services' bearer token the frame keeps (never the app's), read from the frame's storage. */
export const keptToken = (web: MemoryStorage): string => z.object({ token: z.string() }).parse(JSON.parse(web.getItem('@appkit-wallet/session')!)).token;
