// Sign In With Farcaster (issue 17): the frame CREATES a channel and shows its sign-in link and QR
// code on its own screen; the person's wallet app reads the channel's STATUS (what it signs for:
// the wallet frame's origin, from configuration), signs the message with the fid's custody key and
// AUTHENTICATEs the channel with it; the frame's COMPLETE waits for that and names the account that
// approved, which the person confirms on the frame's screen before a second COMPLETE (`confirm`)
// checks the message again (signature, nonce, domain, expiry, custody on the ID registry) and gets
// a session for the user of (farcaster, fid); "Not me" CANCELs the channel. The session goes only
// to the device key that created the channel, and for an existing account only to a device key the
// account knows or the person approves (newDevice.ts): an approval is not bound to a browser.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/db.js';
import { HttpError } from '../../http/errors.js';
import { longPoll } from '../longPoll.js';
import { AUTH_MESSAGES } from '../messages.js';
import type { KeyRelease } from '../keyRelease.js';
import type { IssuedSession, Sessions } from '../sessions.js';
import { closeChannel, createChannel, findChannel, markCompleted, recordApproval, type Approval, type ChannelRow } from './channels.js';
import type { ResolvedFarcasterConfig } from './config.js';
import { FARCASTER_MESSAGES, FARCASTER_SAID, type SignInRefusal } from './messages.js';
import { SignInRefused, verifySignIn, type CustodyOf } from './signIn.js';
import type { DeviceAsking, FarcasterDevices } from './newDevice.js';
import { knownUserOfFid, userOfFid } from './users.js';


/** A malformed message is the wallet app's mistake (400); the rest refuse a sign-in that is not this one, or not the fid's (401). */
const REFUSAL_STATUS = {
  malformed: 400,
  statement: 400,
  chain: 400,
  fid: 400,
  domain: 401,
  uri: 401,
  nonce: 401,
  expired: 401,
  notYetValid: 401,
  issuedAt: 401,
  signature: 401,
  custody: 401,
} as const satisfies Record<SignInRefusal, number>;

/** What the wallet app posts to authenticate a channel. */
export interface ApprovalRequest {
  message: string;
  signature: string;
  fid: number;
  username?: string | undefined;
  displayName?: string | undefined;
  pfpUrl?: string | undefined;
}

/** The channel as Farcaster's relay answers it (auth-client's StatusAPIResponse). */
export interface ChannelStatus {
  state: 'pending' | 'completed';
  nonce: string;
  url: string;
  signatureParams: { siweUri: string; domain: string; nonce: string; expirationTime: string };
  acceptAuthAddress: false;
  message?: string;
  signature?: string;
  authMethod?: 'custody';
  fid?: number;
  username?: string;
  displayName?: string;
  pfpUrl?: string;
  custody?: string;
}

export interface FarcasterIdentity {
  fid: number;
  username: string | null;
  displayName: string | null;
  pfpUrl: string | null;
  custody: string;
}

export interface FarcasterCompletion extends IssuedSession {
  identity: FarcasterIdentity;
}

/** complete's answer before the person confirmed: who approved, for the frame's screen to name. */
export interface FarcasterApproved {
  status: 'approved';
  identity: FarcasterIdentity;
}

const refusal = (error: SignInRefused) => new HttpError(REFUSAL_STATUS[error.reason], error.message);

export class FarcasterLogin {
  constructor(
    private readonly config: ResolvedFarcasterConfig | undefined,
    private readonly custodyOf: CustodyOf,
    private readonly sessions: Sessions,
    private readonly now: () => number,
    /** Who may have a session of an existing account (newDevice.ts). */
    private readonly devices: FarcasterDevices,
    private readonly keyRelease: KeyRelease,
  ) {}

  #config(): ResolvedFarcasterConfig {
    if (!this.config) throw new HttpError(400, FARCASTER_MESSAGES.notConfigured);
    return this.config;
  }

  #url(token: string, channel: Pick<ChannelRow, 'nonce' | 'domain' | 'siweUri'>): string {
    const url = new URL(this.#config().signInUrl);
    for (const [name, value] of Object.entries({ channelToken: token, nonce: channel.nonce, siweUri: channel.siweUri, domain: channel.domain })) url.searchParams.set(name, value);
    return url.href;
  }

  /** POST /auth/v1/farcaster/channel: the person signs in to the configured wallet frame (domain and URI), whoever calls. */
  async createChannel({ db, deviceId, jkt, projectId }: { db: Db; deviceId: string; jkt: string; projectId: string }) {
    const { siweUri } = this.#config();
    // The auth client brings viem, 40 % of the services' import: loaded at the first sign-in, not at every start.
    const { generateNonce } = await import('@farcaster/auth-client');
    const channel = { token: randomBytes(32).toString('base64url'), projectId, deviceId, jkt, nonce: generateNonce(), domain: new URL(siweUri).host, siweUri };
    const expiresAt = await createChannel(db, channel, this.now());
    const { token, nonce, domain } = channel;
    return { channelToken: token, url: this.#url(token, channel), nonce, domain, siweUri, expiresAt: new Date(expiresAt).toISOString() };
  }

  async #channel(db: Db, token: string): Promise<ChannelRow> {
    const channel = await findChannel(db, token);
    if (!channel) throw new HttpError(401, FARCASTER_SAID.unknownChannel);
    return channel;
  }

  #status(token: string, channel: ChannelRow): ChannelStatus {
    const { nonce, domain, siweUri, approval } = channel;
    const base = { nonce, url: this.#url(token, channel), signatureParams: { siweUri, domain, nonce, expirationTime: new Date(channel.expiresAt).toISOString() }, acceptAuthAddress: false as const };
    if (!approval) return { state: 'pending', ...base };
    const { message, signature, fid, custody, username, displayName, pfpUrl } = approval;
    const profile = { ...(username === null ? {} : { username }), ...(displayName === null ? {} : { displayName }), ...(pfpUrl === null ? {} : { pfpUrl }) };
    return { state: 'completed', ...base, message, signature, authMethod: 'custody', fid, custody, ...profile };
  }

  #verify(approval: Pick<Approval, 'message' | 'signature' | 'fid'>, channel: ChannelRow) {
    const { nonce, domain, siweUri } = channel;
    return verifySignIn(approval.message, approval.signature, { nonce, domain, siweUri, fid: approval.fid }, this.now(), this.custodyOf);
  }

  /** GET /farcaster/v1/channel/status: what the wallet app signs for, and once approved what it signed. */
  async status(db: Db, token: string): Promise<ChannelStatus> {
    this.#config();
    const channel = await this.#channel(db, token);
    if (!channel.approval && channel.expiresAt <= this.now()) throw new HttpError(410, FARCASTER_SAID.expired);
    return this.#status(token, channel);
  }

  /** POST /farcaster/v1/channel/authenticate: the wallet app's signed message, kept once it passed every check. */
  async authenticate(db: Db, token: string, request: ApprovalRequest): Promise<ChannelStatus> {
    this.#config();
    const channel = await this.#channel(db, token);
    if (channel.approval) throw new HttpError(409, FARCASTER_MESSAGES.approved);
    if (channel.expiresAt <= this.now()) throw new HttpError(410, FARCASTER_SAID.expired);
    let custody: string;
    try {
      ({ custody } = await this.#verify(request, channel));
    } catch (error) {
      throw error instanceof SignInRefused ? refusal(error) : error;
    }
    const approval: Approval = {
      message: request.message,
      signature: request.signature,
      fid: request.fid,
      custody,
      username: request.username ?? null,
      displayName: request.displayName ?? null,
      pfpUrl: request.pfpUrl ?? null,
    };
    if (!(await recordApproval(db, token, approval, this.now()))) throw new HttpError(409, FARCASTER_MESSAGES.approved);
    return this.#status(token, { ...channel, approval });
  }

  /** Reads the channel until it is approved, `waitMs` has passed or the caller left; checks it is this frame's. */
  async #awaitApproval(db: Db, token: string, jkt: string, projectId: string, waitMs: number, signal?: AbortSignal): Promise<ChannelRow | undefined> {
    return longPoll(
      async () => {
        const channel = await findChannel(db, token);
        if (!channel || channel.projectId !== projectId) throw new HttpError(404, FARCASTER_SAID.unknownChannel);
        if (channel.jkt !== jkt) throw new HttpError(401, AUTH_MESSAGES.proofOtherKey);
        if (channel.completedAt !== null) throw new HttpError(410, FARCASTER_SAID.completed);
        if (channel.approval) return channel;
        if (channel.expiresAt <= this.now()) throw new HttpError(410, FARCASTER_SAID.expired);
        return undefined;
      },
      waitMs,
      signal,
    );
  }

  /**
   * POST /auth/v1/farcaster/complete: undefined while the wallet app has not approved; then who
   * approved, for the person to confirm on the frame's screen; with `confirm`, the session: for a
   * new account, or an existing one's device (newDevice.ts), waiting up to `waitMs` for the person
   * to approve a new device by the mailed link.
   */
  async complete(
    db: Db,
    { channelToken, jkt, project, confirm, device }: { channelToken: string; jkt: string; project: DeviceAsking['project']; confirm: boolean; device: DeviceAsking['device'] },
    waitMs: number,
    signal?: AbortSignal,
  ): Promise<FarcasterCompletion | FarcasterApproved | undefined> {
    const projectId = project.id;
    this.#config();
    const channel = await this.#awaitApproval(db, channelToken, jkt, projectId, confirm ? 0 : waitMs, signal);
    if (!channel?.approval) {
      if (confirm) throw new HttpError(409, FARCASTER_MESSAGES.notApproved);
      return undefined;
    }
    const approval = channel.approval;
    const identity = { fid: approval.fid, username: approval.username, displayName: approval.displayName, pfpUrl: approval.pfpUrl, custody: approval.custody };
    if (!confirm) return { status: 'approved', identity };
    try {
      // Checked again when the session is issued: the message may have expired meanwhile, or the fid changed hands.
      await this.#verify(approval, channel);
    } catch (error) {
      if (!(error instanceof SignInRefused)) throw error;
      if (!(await markCompleted(db, channelToken, this.now()))) throw new HttpError(410, FARCASTER_SAID.completed);
      throw refusal(error);
    }
    const known = await knownUserOfFid(db, approval.fid);
    if (known) {
      const asking = { deviceId: channel.deviceId, jkt, since: channel.createdAt, project, device };
      const admission = await this.devices.admit(db, known, asking, waitMs, signal);
      if (!admission.admitted) {
        if (admission.ends) await markCompleted(db, channelToken, this.now());
        throw admission.refusal;
      }
    }
    const session = await db.transaction(async (tx) => {
      if (!(await markCompleted(tx, channelToken, this.now()))) throw new HttpError(410, FARCASTER_SAID.completed);
      const { user, made } = await userOfFid(tx, approval.fid, this.now());
      // Another device's first sign-in of the fid made the account meanwhile: this one is new to it.
      if (!made && !known) throw new HttpError(409, FARCASTER_SAID.newDevice);
      // The device that makes the account makes its keys.
      if (made) await this.keyRelease.releaseToOwnDevice(tx, user.userId, jkt, device);
      return this.sessions.issue(tx, user, projectId, channel.deviceId, jkt, 'farcaster');
    });
    return { ...session, identity };
  }

  /** POST /auth/v1/farcaster/cancel: the person said "Not me" (or left): no one completes the channel any more. */
  async cancel(db: Db, { channelToken, jkt, projectId }: { channelToken: string; jkt: string; projectId: string }): Promise<void> {
    this.#config();
    const channel = await findChannel(db, channelToken);
    if (!channel || channel.projectId !== projectId) throw new HttpError(404, FARCASTER_SAID.unknownChannel);
    if (channel.jkt !== jkt) throw new HttpError(401, AUTH_MESSAGES.proofOtherKey);
    await closeChannel(db, channelToken, this.now());
  }
}
