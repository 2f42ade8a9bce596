// Loaded with the first email or the restore of a kept session: the EIP-1193 provider over the
// embedded wallet's session. The session itself (frame, login, requests) is @latch/frame's, one per
// Latch instance, shared with the other namespaces' adapters; this side maps its errors.
import { Alerts, LatchError, type AdapterContext, type AdapterEvent, type CaipNetwork, type EmailConnectAction, type EmailUpdateAction, type FrameRect, type SocialProvider } from '@latch/core';
import { SDK_TYPE, SDK_VERSION } from '@latch/core/api';
import { createLogger } from '@latch/core/logger';
import { createEmbeddedSession, EMBEDDED_SESSION_KEY, type AppRequestType, type EmbeddedSession, type RequestPayload, type SuccessPayload } from '@latch/frame';
import { toLatchError } from './frameErrors.js';
import { createFrameProvider, type FrameProvider } from './frameProvider.js';
import type { EmbeddedWalletOptions } from './options.js';

export interface AuthSession {
  connectEmail(params: { email: string }): Promise<{ action: EmailConnectAction }>;
  /** Waits while the person types the device code into the frame's own code screen. */
  connectDevice(): Promise<{ action: 'VERIFY_OTP' }>;
  /** Waits while the person types the login code into the frame's own code screen. */
  connectOtp(): Promise<void>;
  /** Starts an email update of the signed-in person (SPEC 4). */
  updateEmail(params: { email: string }): Promise<{ action: EmailUpdateAction }>;
  /** Waits while the person types the current address's code into the frame's own code screen. */
  updateEmailPrimaryOtp(): Promise<void>;
  /** Waits while the person types the new address's code into the frame's own code screen: the new email. */
  updateEmailSecondaryOtp(): Promise<{ newEmail: string }>;
  /** Waits while the person signs in with `provider` from the frame's own screen (the app shows the frame over its view), until the frame holds the session. */
  connectSocial(params: { provider: SocialProvider }): Promise<void>;
  /** Waits while the person signs in on the frame's Farcaster screen (its link and QR code, then the account to confirm), until the frame holds the session. */
  connectFarcaster(): Promise<{ userName: string }>;
  /** Waits while the person adds a passkey on the frame's own screen (the app shows the frame over its AddPasskey view). */
  addPasskey(): Promise<{ sealed: boolean }>;
  /** Waits while the person signs in with a passkey on the frame's own screen, until the frame holds the session. */
  connectPasskey(): Promise<void>;
  /** Makes `type` the account the frame uses on eip155 (SET_PREFERRED_ACCOUNT); the next GET_USER answers with it. */
  setPreferredAccountType(params: { type: 'eoa' | 'smartAccount' }): Promise<void>;
  /** The provider of the signed-in frame (after the one-time code or a social login), opening on the app's `network` where the frame serves it. */
  provider(params?: { network?: CaipNetwork }): Promise<FrameProvider>;
  /** The provider when the frame still has a session from before (opening on `network` as `provider` does), else undefined. */
  restore(params?: { network?: CaipNetwork }): Promise<FrameProvider | undefined>;
  signOut(): Promise<void>;
  showFrame(rect: FrameRect | undefined, themeMode?: 'light' | 'dark', locale?: string): void;
  destroy(): void;
}

/**
 * The Latch instance's embedded session (made by the first adapter that asks), or one of this
 * adapter's own without a Latch instance. "Project ID Not Configured" without a project id.
 */
export function embeddedSessionFor(options: EmbeddedWalletOptions, context: AdapterContext | undefined, emit: (event: AdapterEvent) => void): EmbeddedSession {
  const projectId = context?.projectId;
  if (!projectId) {
    emit({ type: 'alert', alert: 'projectIdNotConfigured' });
    throw new LatchError(Alerts.projectIdNotConfigured.shortMessage);
  }
  const clock = options.clock ?? context.clock;
  // The config's features as given: the frame keeps smart sessions off unless they say on.
  const features = context.features ? { features: context.features } : {};
  // What a listener of the frame throws goes to Latch's logger, at the config's log level.
  const onError = createLogger(context.logLevel).error;
  const create = () => createEmbeddedSession({ frameUrl: options.frameUrl, projectId, metadata: context.metadata, ...features, sdkVersion: SDK_VERSION, sdkType: SDK_TYPE, clock, onError });
  return context.share(EMBEDDED_SESSION_KEY, create);
}

export function createAuthSession(options: EmbeddedWalletOptions, emit: (event: AdapterEvent) => void, context: AdapterContext | undefined): AuthSession {
  const session = embeddedSessionFor(options, context, emit);
  const mapped = async <T>(request: () => Promise<T>): Promise<T> => {
    try {
      return await request();
    } catch (error) {
      throw toLatchError(error, emit);
    }
  };
  const call = <T extends AppRequestType>(type: T, payload: RequestPayload<T>): Promise<SuccessPayload<T>> => mapped(() => session.request(type, payload));
  const provider = createFrameProvider(call);
  session.join((event) => {
    if (event.type === 'ended') provider.ended();
    else emit(event);
  });

  return {
    connectEmail: (params) => call('CONNECT_EMAIL', params),
    connectDevice: () => mapped(() => session.typedInFrame('CONNECT_DEVICE')),
    connectOtp: async () => void (await mapped(() => session.typedInFrame('CONNECT_OTP'))),
    updateEmail: (params) => call('UPDATE_EMAIL', params),
    updateEmailPrimaryOtp: async () => void (await mapped(() => session.typedInFrame('UPDATE_EMAIL_PRIMARY_OTP'))),
    updateEmailSecondaryOtp: () => mapped(() => session.typedInFrame('UPDATE_EMAIL_SECONDARY_OTP')),
    connectSocial: async (params) => void (await mapped(() => session.typedInFrame('CONNECT_SOCIAL', params))),
    connectFarcaster: () => mapped(() => session.typedInFrame('CONNECT_FARCASTER')),
    addPasskey: () => mapped(() => session.typedInFrame('ADD_PASSKEY')),
    connectPasskey: async () => void (await mapped(() => session.typedInFrame('CONNECT_PASSKEY'))),
    setPreferredAccountType: async (params) => void (await call('SET_PREFERRED_ACCOUNT', params)),
    provider: async ({ network } = {}) => provider.opensOn(network?.id),
    restore: async ({ network } = {}) => ((await mapped(() => session.isConnected())) ? provider.opensOn(network?.id) : undefined),
    signOut: () => session.signOut(),
    showFrame: (rect, themeMode, locale) => session.showFrame(rect, themeMode, locale),
    destroy: () => session.destroy(),
  };
}
