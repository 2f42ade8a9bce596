// Loaded with the first email or the restore of a kept session: the frame client and the provider
// over it. Requests wait for the frame to be READY; the dApp data goes to the frame first, unawaited.
import { Alerts, LatchError, SDK_TYPE, SDK_VERSION, type AdapterEvent, type EmailConnectAction, type FrameRect } from '@latch/core';
import { createFrameClient, type AppRequestType, type RequestPayload, type SuccessPayload } from '@latch/frame';
import { toLatchError } from './frameErrors.js';
import { createFrameProvider, type FrameProvider } from './frameProvider.js';
import type { EmbeddedSessionOptions } from './options.js';

export interface AuthSession {
  connectEmail(params: { email: string }): Promise<{ action: EmailConnectAction }>;
  /** Waits while the person types the device code into the frame's own code screen. */
  connectDevice(): Promise<{ action: 'VERIFY_OTP' }>;
  /** Waits while the person types the login code into the frame's own code screen. */
  connectOtp(): Promise<void>;
  /** The provider of the signed-in frame (after the one-time code). */
  provider(): Promise<FrameProvider>;
  /** The provider when the frame still has a session from before, else undefined. */
  restore(): Promise<FrameProvider | undefined>;
  signOut(): Promise<void>;
  showFrame(rect: FrameRect | undefined, themeMode?: 'light' | 'dark'): void;
  destroy(): void;
}

export function createAuthSession(options: EmbeddedSessionOptions, emit: (event: AdapterEvent) => void): AuthSession {
  const { projectId } = options;
  if (!projectId) {
    emit({ type: 'alert', alert: 'projectIdNotConfigured' });
    throw new LatchError(Alerts.projectIdNotConfigured.shortMessage);
  }
  const client = createFrameClient({ frameUrl: options.frameUrl, projectId, clock: options.clock });
  let introduced: Promise<unknown> | undefined;
  // The frame learns who the dApp is as soon as it is ready; requests wait for READY, not for that answer.
  const introduce = () => {
    if (!introduced) {
      const attempt = client.ready().then(() => {
        const dapp = { metadata: options.metadata, projectId, sdkVersion: SDK_VERSION, sdkType: SDK_TYPE };
        void client.request('SYNC_DAPP_DATA', dapp).catch(() => undefined);
      });
      // A frame that failed to load is tried again with the next request.
      attempt.catch(() => {
        if (introduced === attempt) introduced = undefined;
      });
      introduced = attempt;
    }
    return introduced;
  };

  async function call<T extends AppRequestType>(type: T, payload: RequestPayload<T>): Promise<SuccessPayload<T>> {
    try {
      await introduce();
      return await client.request(type, payload);
    } catch (error) {
      throw toLatchError(error, emit);
    }
  }

  const provider = createFrameProvider(call);
  let syncedTheme: 'light' | 'dark' | undefined;
  let approvalWaiting = false;
  // Code steps under way: the frame shows its code screen until the person types the code.
  let codesWaiting = 0;
  const typedInFrame = async <T extends 'CONNECT_DEVICE' | 'CONNECT_OTP'>(type: T): Promise<SuccessPayload<T>> => {
    codesWaiting += 1;
    try {
      return await call(type, {} as RequestPayload<T>);
    } finally {
      codesWaiting -= 1;
    }
  };
  client.subscribe((message) => {
    if (message.type === '@latch-frame/APPROVAL_REQUESTED') {
      approvalWaiting = true;
      emit({ type: 'approvalRequested' });
    }
    if (message.type === '@latch-frame/APPROVAL_SETTLED') {
      approvalWaiting = false;
      client.hide();
      emit({ type: 'approvalSettled' });
    }
  });

  return {
    connectEmail: (params) => call('CONNECT_EMAIL', params),
    connectDevice: () => typedInFrame('CONNECT_DEVICE'),
    connectOtp: async () => void (await typedInFrame('CONNECT_OTP')),
    provider: async () => provider,
    async restore() {
      const { isConnected } = await call('IS_CONNECTED', {});
      return isConnected ? provider : undefined;
    },
    async signOut() {
      await client.signOut();
      provider.ended();
    },
    showFrame(rect, themeMode) {
      if (themeMode && themeMode !== syncedTheme) {
        syncedTheme = themeMode;
        void client.request('SYNC_THEME', { themeMode }).catch(() => undefined);
      }
      if (rect) return client.show(rect);
      client.hide();
      // Hidden while the person had not answered (the modal closed, Back): the frame rejects the
      // request, so the dApp hears "Signature declined" and the next request is not stuck behind it;
      // a code screen closes the same way.
      if (approvalWaiting || codesWaiting > 0) void client.request('CANCEL_APPROVAL', {}).catch(() => undefined);
    },
    destroy: () => client.destroy(),
  };
}
