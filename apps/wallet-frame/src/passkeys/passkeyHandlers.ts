// The passkey requests: the app shows the frame over its view and the person presses the frame's
// own button (passkeyScreen.ts); the app hears only the outcome. ADD_PASSKEY wants the session;
// CONNECT_PASSKEY gives one, then the keys as after the login code.
import type { RequestHandlers } from '@latch/frame/host';
import { NOT_CONNECTED } from '../messages.js';
import type { IssuedSession } from '../services/schemas.js';
import type { PasskeyAuth } from '../session/passkeyAuth.js';
import type { FrameUser } from '../wallet.js';
import type { PasskeyPrompt } from './passkeyScreen.js';

type PasskeyRequests = Pick<RequestHandlers, 'ADD_PASSKEY' | 'CONNECT_PASSKEY'>;

export interface PasskeyDeps {
  passkeys: PasskeyAuth;
  screen: PasskeyPrompt;
  /** The services' token of the live session, if any. */
  sessionToken(): Promise<string | undefined>;
  /** Keeps a session a sign-in gave and loads its keys; the user. */
  connect(issued: IssuedSession): Promise<FrameUser>;
}

export function passkeyHandlers({ passkeys, screen, sessionToken, connect }: PasskeyDeps): PasskeyRequests {
  return {
    ADD_PASSKEY: async () => {
      const token = await sessionToken();
      if (!token) throw new Error(NOT_CONNECTED);
      await screen.ask({ step: 'add', prepare: () => passkeys.prepareRegistration(token) });
      // Sealing the backup under the passkey (WebAuthn PRF) is not built: the backup stays as it was.
      return { sealed: false };
    },
    CONNECT_PASSKEY: async () => connect(await screen.ask({ step: 'signIn', prepare: () => passkeys.prepareSignIn() })),
  };
}
