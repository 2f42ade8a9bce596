import { EMAIL_DEPENDENCY, LatchError, type AdapterContext, type AdapterEvent, type EmailLogin, type FarcasterLogin, type FrameRect, type PasskeyLogin, type SocialLogin } from '@latch/core';
import { lazyOnce } from '../lazyOnce.js';
import type { EmbeddedWalletOptions } from '../embedded/options.js';
import type { EvmConnector } from './types.js';

export interface EmbeddedWallet {
  connector: EvmConnector;
  emailLogin: EmailLogin;
  socialLogin: SocialLogin;
  farcasterLogin: FarcasterLogin;
  passkeyLogin: PasskeyLogin;
  /** Ends what a left Farcaster login waits for (SPEC 2's reload of the auth connector). */
  reload(): Promise<void>;
  showFrame(rect: FrameRect | undefined, themeMode?: 'light' | 'dark'): void;
  /** Removes the frame and its message listener; waiting requests are aborted. */
  destroy(): void;
}

/**
 * The embedded wallet (SPEC 1): an auth connector whose keys live in an iframe on the wallet's own
 * origin. The page's entry carries only this listing; the frame client loads with the first email
 * or social login or the restore of a kept session, and the frame itself with the client's first request.
 */
export function embeddedWallet(options: EmbeddedWalletOptions, emit: (event: AdapterEvent) => void, latch: () => AdapterContext | undefined): EmbeddedWallet {
  const session = lazyOnce(() =>
    import('../embedded/authSession.js').then(
      ({ createAuthSession }) => createAuthSession(options, emit, latch()),
      (cause: unknown) => {
        throw new LatchError(EMAIL_DEPENDENCY, { cause });
      },
    ),
  );
  const load = () => session.get();

  return {
    connector: {
      id: 'auth',
      name: 'Email',
      type: 'AUTH',
      chain: 'eip155',
      getProvider: () => undefined,
      remote: {
        open: async () => (await load()).provider(),
        restore: async () => (await load()).restore(),
        close: async () => (await session.current())?.signOut(),
      },
    },
    emailLogin: {
      connectEmail: async (params) => (await load()).connectEmail(params),
      connectDevice: async () => (await load()).connectDevice(),
      connectOtp: async () => (await load()).connectOtp(),
      updateEmail: async (params) => (await load()).updateEmail(params),
      updateEmailPrimaryOtp: async () => (await load()).updateEmailPrimaryOtp(),
      updateEmailSecondaryOtp: async () => (await load()).updateEmailSecondaryOtp(),
    },
    socialLogin: {
      redirectUri: async (params) => (await load()).socialRedirectUri(params),
      connect: async (params) => (await load()).connectSocial(params),
    },
    farcasterLogin: {
      uri: async () => (await load()).farcasterUri(),
      connect: async () => (await load()).connectFarcaster(),
    },
    passkeyLogin: {
      add: async () => (await load()).addPasskey(),
      connect: async () => (await load()).connectPasskey(),
    },
    reload: async () => (await session.current())?.stopFarcaster(),
    showFrame(rect, themeMode) {
      void session.current()?.then((s) => s.showFrame(rect, themeMode), () => undefined);
    },
    destroy() {
      void session.current()?.then((s) => s.destroy(), () => undefined);
    },
  };
}
