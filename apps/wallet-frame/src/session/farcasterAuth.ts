// Sign In With Farcaster through the services (README "Farcaster login"), on the frame's own screen
// (farcaster/farcasterScreen.ts): `start` makes a channel whose sign-in link the screen shows as a
// QR code and a link; `approval` waits for the person's Farcaster app to approve it and names the
// account that did; `confirm`, once the person confirmed that account on the screen, gives the
// email login's kind of session (a device new to an existing account first waits for the person's
// approval by mail, or is refused in words: open the wallet where you made it, or use the passkey); `cancel` ends a channel the person refused ("Not me"). The channel
// token never leaves the frame, and only this device's key can complete the channel.
import {
  farcasterApprovalResponseSchema,
  farcasterCancelledResponseSchema,
  farcasterChannelResponseSchema,
  farcasterSessionSchema,
  LONG_POLL_MAX_MS,
  type FarcasterIdentity,
  type IssuedSession,
} from '@latch/core/api';
import { apiErrorBodySchema } from '@latch/core/api';
import type { ServicesApi } from '../services/api.js';
import { ServicesError } from '../services/client.js';
import { pollLogin } from '../services/pollLogin.js';
import type { ServicesWords } from '../services/servicesWords.js';

export interface FarcasterAuthOptions {
  api: ServicesApi;
  deviceId: () => string;
  /** How long one ask for the approval waits: the services' longest long poll (LONG_POLL_MAX_MS) unless set. */
  waitMs?: number;
}

/** A channel the frame made: its token, and the sign-in link the person's Farcaster app opens. */
export interface FarcasterChannel {
  token: string;
  url: string;
}

export type FarcasterSession = IssuedSession & { identity: FarcasterIdentity };

/** The person's Farcaster name: their username, else their fid as Farcaster writes it. */
export const farcasterUserName = ({ username, fid }: Pick<FarcasterIdentity, 'username' | 'fid'>) => username ?? `!${fid}`;

/** The services' answer while a new device waits for its approval by the mailed link (any other refusal ends the sign-in). */
const awaitsApproval = (error: unknown): error is ServicesError =>
  error instanceof ServicesError && apiErrorBodySchema.safeParse(error.body).data?.messageId === 'farcasterApproveDevice';

export class FarcasterAuth {
  constructor(private readonly options: FarcasterAuthOptions) {}

  /** A new channel. */
  async start(): Promise<FarcasterChannel> {
    const { channelToken, url } = await this.options.api.client.call('POST', '/auth/v1/farcaster/channel', farcasterChannelResponseSchema, { body: { deviceId: this.options.deviceId() } });
    return { token: channelToken, url };
  }

  /** Who approved `channel` in their Farcaster app, once someone did; the services' reason when the channel expired or the message was refused. */
  approval(channel: FarcasterChannel, signal: AbortSignal): Promise<FarcasterIdentity> {
    const body = { channelToken: channel.token, waitMs: this.options.waitMs ?? LONG_POLL_MAX_MS };
    return pollLogin(
      () => this.options.api.client.call('POST', '/auth/v1/farcaster/complete', farcasterApprovalResponseSchema, { body, signal }),
      (answer) => (answer.status === 'approved' ? answer.identity : undefined),
    );
  }

  /**
   * The session for the account the person confirmed. A device new to an existing account waits
   * for the person to approve it by the link mailed to the account's address: `waiting` hears the
   * services' words, and the frame asks again (each ask a long poll) until approved or refused.
   */
  async confirm(channel: FarcasterChannel, signal?: AbortSignal, waiting: (words: ServicesWords) => void = () => {}): Promise<FarcasterSession> {
    const body = { channelToken: channel.token, confirm: true, waitMs: this.options.waitMs ?? LONG_POLL_MAX_MS };
    for (;;) {
      try {
        return await this.options.api.client.call('POST', '/auth/v1/farcaster/complete', farcasterSessionSchema, { body, ...(signal ? { signal } : {}) });
      } catch (error) {
        if (!awaitsApproval(error) || signal?.aborted) throw error;
        waiting(error.words);
      }
    }
  }

  /** Ends a channel the person refused: nothing completes it after. */
  async cancel(channel: FarcasterChannel): Promise<void> {
    await this.options.api.client.call('POST', '/auth/v1/farcaster/cancel', farcasterCancelledResponseSchema, { body: { channelToken: channel.token } });
  }
}
