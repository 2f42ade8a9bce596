import { embeddedWalletImport, embeddedWalletInfo, lazyOnce, type AdapterContext, type AdapterEvent, type EmailLogin, type FarcasterLogin, type FrameRect, type PasskeyLogin, type SocialLogin } from '@latch/core';
import type { EmbeddedWalletOptions } from '../embedded/options.js';
import type { EvmConnector } from './types.js';

export interface EmbeddedWallet {
  connector: EvmConnector;
  emailLogin: EmailLogin;
  socialLogin: SocialLogin;
  farcasterLogin: FarcasterLogin;
  passkeyLogin: PasskeyLogin;
  /** The account type the frame uses (SPEC 4's switch; core reconnects after it). */
  setPreferredAccountType(params: { type: 'eoa' | 'smartAccount' }): Promise<void>;
  showFrame(rect: FrameRect | undefined, themeMode?: 'light' | 'dark', locale?: string): void;
  /** Removes the frame and its message listener; waiting requests are aborted. */
  destroy(): void;
}

/**
 * The embedded wallet (SPEC 1): an auth connector whose keys live in an iframe on the wallet's own
 * origin. The page's entry carries only this listing; the frame client loads with the first email
 * or social login or the restore of a kept session, and the frame itself with the client's first request.
 */
export function embeddedWallet(options: EmbeddedWalletOptions, emit: (event: AdapterEvent) => void, latch: () => AdapterContext | undefined): EmbeddedWallet {
  const session = lazyOnce(() => embeddedWalletImport(import('../embedded/authSession.js')).then(({ createAuthSession }) => createAuthSession(options, emit, latch())));
  const load = () => session.get();
  type Session = Awaited<ReturnType<typeof load>>;
  type Later<K extends keyof Session> = Session[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never;
  // One short line per method in the entry's shell: each waits for the session, then asks it the same.
  const later = <K extends keyof Session>(name: K) => (async (...args: unknown[]) => ((await load())[name] as (...a: unknown[]) => unknown)(...args)) as Later<K>;

  return {
    connector: {
      ...embeddedWalletInfo('eip155'),
      getProvider: () => undefined,
      remote: {
        open: later('provider'),
        restore: later('restore'),
        close: async () => (await session.current())?.signOut(),
      },
    },
    emailLogin: {
      connectEmail: later('connectEmail'),
      connectDevice: later('connectDevice'),
      connectOtp: later('connectOtp'),
      updateEmail: later('updateEmail'),
      updateEmailPrimaryOtp: later('updateEmailPrimaryOtp'),
      updateEmailSecondaryOtp: later('updateEmailSecondaryOtp'),
    },
    socialLogin: { connect: later('connectSocial') },
    farcasterLogin: { connect: later('connectFarcaster') },
    passkeyLogin: { add: later('addPasskey'), connect: later('connectPasskey') },
    setPreferredAccountType: later('setPreferredAccountType'),
    showFrame(rect, themeMode, locale) {
      void session.current()?.then((s) => s.showFrame(rect, themeMode, locale), () => undefined);
    },
    destroy() {
      void session.current()?.then((s) => s.destroy(), () => undefined);
    },
  };
}
