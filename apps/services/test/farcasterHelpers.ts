// Sign In With Farcaster over real HTTP: the frame's create and complete (each with a proof of its
// device key, from its origin), and the person's wallet app, played by @farcaster/auth-client's
// wallet client against the services' relay, signing with a custody key whose fid is registered on
// the devnet's real ID registry.
import { createWalletClient, viemConnector, type StatusAPIResponse } from '@farcaster/auth-client';
import { ensureFid, freshProvider, startDevnet, type Devnet } from '@latch/devnet';
import { Wallet, type JsonRpcProvider } from 'ethers';
import { farcasterConfigFromDevnet, FARCASTER_RELAY_PATH, type Services } from '../src/index.js';
import { AuthClient, TestClock, type AuthCallOptions, type DeviceKey } from './authHelpers.js';
import { fetchJson, fromFrame, useServices, type JsonAnswer } from './helpers.js';

export const SIGN_IN_URL = 'http://127.0.0.1:5175/';

export interface ChannelAnswer {
  channelToken: string;
  url: string;
  nonce: string;
  domain: string;
  siweUri: string;
  expiresAt: string;
}

/** A custody key (a dev account) and its fid on the registry. */
export interface Custodian {
  wallet: Wallet;
  fid: number;
}

export interface SignedApproval {
  message: string;
  signature: `0x${string}`;
  fid: number;
  username?: string;
}

export class FarcasterClient {
  readonly auth: AuthClient;

  constructor(
    private readonly services: () => Services,
    now: () => number,
  ) {
    this.auth = new AuthClient(services, now);
  }

  create(key: DeviceKey, options: AuthCallOptions = {}) {
    return this.auth.call('POST', '/auth/v1/farcaster/channel', { deviceId: 'frame-1' }, { ...fromFrame, proof: key, ...options });
  }

  async created(key: DeviceKey): Promise<ChannelAnswer> {
    const answer = await this.create(key);
    if (answer.status !== 201) throw new Error(`create answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body as ChannelAnswer;
  }

  /** The frame's wait for the approval: 202 pending, or who approved (200 `{ status: 'approved', identity }`). */
  complete(channelToken: string, key: DeviceKey, waitMs = 0, options: AuthCallOptions = {}) {
    return this.auth.call('POST', '/auth/v1/farcaster/complete', { channelToken, waitMs }, { ...fromFrame, proof: key, ...options });
  }

  /** The person confirmed the account on the frame's screen: the session (for a device new to the account, once approved: at most `waitMs` of waiting). */
  confirm(channelToken: string, key: DeviceKey, options: AuthCallOptions = {}, waitMs = 0) {
    return this.auth.call('POST', '/auth/v1/farcaster/complete', { channelToken, confirm: true, waitMs }, { ...fromFrame, proof: key, ...options });
  }

  /** "Not me" on the frame's screen. */
  cancel(channelToken: string, key: DeviceKey, options: AuthCallOptions = {}) {
    return this.auth.call('POST', '/auth/v1/farcaster/cancel', { channelToken }, { ...fromFrame, proof: key, ...options });
  }

  /** The wallet app's client of the services' relay. */
  walletClient() {
    return createWalletClient({ relay: `${this.services().url}/farcaster`, ethereum: viemConnector({ rpcUrl: 'http://127.0.0.1:1' }) });
  }

  /** The relay's status of a channel, as a wallet app reads it. */
  status(channelToken: string): Promise<JsonAnswer> {
    return fetchJson(`${this.services().url}${FARCASTER_RELAY_PATH}/status`, { headers: { authorization: `Bearer ${channelToken}` } });
  }

  /** The message the wallet app signs for the channel of `url`, by `signer` for `fid` (the channel's expiry unless told). */
  async sign(url: string, signer: Wallet, fid: number, overrides: { expirationTime?: Date; nonce?: string } = {}): Promise<SignedApproval> {
    const client = this.walletClient();
    const { channelToken } = client.parseSignInURI({ uri: url });
    const status = (await this.status(channelToken!)).body as StatusAPIResponse;
    const { domain, siweUri, nonce, expirationTime } = status.signatureParams;
    const built = client.buildSignInMessage({
      address: signer.address as `0x${string}`,
      fid,
      uri: siweUri,
      domain,
      nonce: overrides.nonce ?? nonce!,
      expirationTime: overrides.expirationTime ?? new Date(expirationTime!),
    });
    if (built.isError) throw built.error;
    return { message: built.message, signature: (await signer.signMessage(built.message)) as `0x${string}`, fid };
  }

  /** Posts an approval to the relay as auth-client's wallet client does: the answer, or the relay's refusal. */
  authenticate(channelToken: string, approval: SignedApproval): Promise<JsonAnswer> {
    return fetchJson(`${this.services().url}${FARCASTER_RELAY_PATH}/authenticate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${channelToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(approval),
    });
  }
}

/** How long a new device's first read of a Farcaster account's keys is held in these tests. */
export const FARCASTER_TEST_HOLD_MS = 10 * 60_000;

/** The devnet with its ID registry, and services on a test clock that read it. */
export function useFarcasterWorld() {
  const clock = new TestClock();
  let devnet: Devnet | undefined;
  let provider: JsonRpcProvider | undefined;
  const services = useServices(async () => {
    devnet = await startDevnet({ port: 0 });
    provider = freshProvider(devnet.rpcUrl);
    return { auth: { now: clock.now, smtpPort: 0, newDeviceHoldMs: FARCASTER_TEST_HOLD_MS, farcaster: farcasterConfigFromDevnet(devnet, { signInUrl: SIGN_IN_URL }) } };
  });
  afterAll(async () => {
    provider?.destroy();
    await devnet?.stop();
  });
  /** Dev account `index` as a custody key, its fid registered on first use. */
  const custodian = async (index: number): Promise<Custodian> => {
    const wallet = new Wallet(devnet!.accounts[index]!.privateKey, provider);
    return { wallet, fid: Number((await ensureFid(devnet!.idRegistry, wallet)).fid) };
  };
  return { clock, services, client: new FarcasterClient(services, clock.now), custodian };
}
