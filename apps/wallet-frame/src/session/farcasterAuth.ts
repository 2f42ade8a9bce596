// Sign In With Farcaster through the services (README "Farcaster login"): create answers the
// sign-in link the app shows as a QR code; complete then waits for the person's wallet app to have
// approved it, and gives the email login's kind of session. The channel token never leaves the
// frame: the link carries it, but only this device's key can complete the channel.
import type { ServicesApi } from '../services/api.js';
import { farcasterChannelSchema, farcasterCompletionSchema, type FarcasterIdentity } from '../services/farcasterSchemas.js';
import type { IssuedSession } from '../services/schemas.js';
import { FARCASTER_NOT_STARTED, FARCASTER_PENDING, FARCASTER_REPLACED } from '../messages.js';

/** How long one CONNECT_FARCASTER waits for the approval: the services' longest long poll, under SPEC 9's 30 s. */
export const FARCASTER_WAIT_MS = 25_000;

export interface FarcasterAuthOptions {
  api: ServicesApi;
  deviceId: () => string;
  /** FARCASTER_WAIT_MS unless set. */
  waitMs?: number;
}

interface Channel {
  token: string;
  url: string;
  completing: boolean;
  /** Ends the long poll when a newer channel is made. */
  abort: AbortController;
}

/** The person's Farcaster name: their username, else their fid as Farcaster writes it. */
export const farcasterUserName = ({ username, fid }: Pick<FarcasterIdentity, 'username' | 'fid'>) => username ?? `!${fid}`;

export class FarcasterAuth {
  /** The latest channel made: only it can be completed. */
  #channel: Channel | undefined;

  constructor(private readonly options: FarcasterAuthOptions) {}

  /** GET_FARCASTER_URI: the sign-in link of a new channel (a channel still waiting ends). */
  async start(): Promise<string> {
    const { channelToken, url } = await this.options.api.client.call('POST', '/auth/v1/farcaster/channel', farcasterChannelSchema, { body: { deviceId: this.options.deviceId() } });
    this.#channel?.abort.abort();
    this.#channel = { token: channelToken, url, completing: false, abort: new AbortController() };
    return url;
  }

  /**
   * CONNECT_FARCASTER: waits for the person's wallet app to approve the latest link; the session,
   * FARCASTER_PENDING when it has not within the wait (the app asks again while it shows the link),
   * or the services' reason (a refused message, an expired channel).
   */
  async complete(): Promise<IssuedSession & { identity: FarcasterIdentity }> {
    const channel = this.#channel;
    if (!channel || channel.completing) throw new Error(FARCASTER_NOT_STARTED);
    channel.completing = true;
    let pending = false;
    try {
      const body = { channelToken: channel.token, waitMs: this.options.waitMs ?? FARCASTER_WAIT_MS };
      const answer = await this.options.api.client.call('POST', '/auth/v1/farcaster/complete', farcasterCompletionSchema, { body, signal: channel.abort.signal });
      if (channel.abort.signal.aborted) throw new Error(FARCASTER_REPLACED);
      pending = 'status' in answer;
      if ('status' in answer) throw new Error(FARCASTER_PENDING);
      return answer;
    } catch (error) {
      throw channel.abort.signal.aborted ? new Error(FARCASTER_REPLACED) : error;
    } finally {
      channel.completing = false;
      // A channel's outcome is given once: only a pending one can be waited for again.
      if (!pending && this.#channel === channel) this.#channel = undefined;
    }
  }
}
