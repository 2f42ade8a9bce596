// The passkey requests: the app shows the frame over its view and the person presses the frame's
// own button (screens/actionScreen.ts); the app hears only the outcome. ADD_PASSKEY wants the session and,
// where the new passkey's authenticator offers PRF, offers to seal the key backup under it (the
// person may say Not now); CONNECT_PASSKEY gives a session, then the keys as after the login code
// (a sealed backup opened with the passkey's PRF output).
import type { RequestHandlers } from '@latch/frame/host';
import type { PasskeySealedBackup, PasskeySignIn } from '../keys/accountKeys.js';
import type { PasskeyPrf } from '../keys/passkeySeal.js';
import { NOT_CONNECTED } from '../messages.js';
import type { IssuedSession } from '@latch/core/api';
import type { PasskeyAuth } from '../session/passkeyAuth.js';
import type { FrameUser } from '../wallet.js';
import type { ActionPrompt } from '../screens/actionScreen.js';
import { passkeyText } from './passkeyText.js';

type PasskeyRequests = Pick<RequestHandlers, 'ADD_PASSKEY' | 'CONNECT_PASSKEY'>;

export interface PasskeyDeps {
  passkeys: PasskeyAuth;
  screen: ActionPrompt;
  /** The frame's origin, named on the screen. */
  origin: string;
  /** The services' token of the live session, if any. */
  sessionToken(): Promise<string | undefined>;
  /** Keeps a session a sign-in gave and loads its keys; the user. */
  connect(issued: IssuedSession, passkey: PasskeySignIn): Promise<FrameUser>;
  /** The signed-in account's key material sealed under the passkey whose PRF output this is. */
  sealBackup(prf: PasskeyPrf): Promise<PasskeySealedBackup>;
}

export function passkeyHandlers({ passkeys, screen, origin, sessionToken, connect, sealBackup }: PasskeyDeps): PasskeyRequests {
  return {
    ADD_PASSKEY: async () => {
      const token = await sessionToken();
      if (!token) throw new Error(NOT_CONNECTED);
      const added = await screen.ask({ text: passkeyText('add', origin), prepare: () => passkeys.prepareRegistration(token) });
      if (!added.prf) return { sealed: false };
      const sealed = await screen.ask({ text: passkeyText('seal', origin), skipped: false, prepare: () => passkeys.prepareSeal(token, added.credentialId, sealBackup) });
      return { sealed };
    },
    CONNECT_PASSKEY: async () => {
      const { issued, passkey } = await screen.ask({ text: passkeyText('signIn', origin), prepare: () => passkeys.prepareSignIn() });
      return connect(issued, passkey);
    },
  };
}
