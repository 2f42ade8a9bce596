// The frame's answer to each app request (@latch/frame's RequestHandlers). Requests without a
// handler here (an email update or passkeys where they are off) are answered "Not supported yet" by the host.
import { isSolanaSigningMethod, type RequestHandlers } from '@latch/frame/host';
import type { CodePrompt, CodeStep } from './codes/codeScreen.js';
import { emailUpdateHandlers } from './emailUpdateHandlers.js';
import { otherProject } from './messages.js';
import { passkeyHandlers, type PasskeyDeps } from './passkeys/passkeyHandlers.js';
import type { RpcRouter } from './rpc/router.js';
import type { FarcasterPrompt } from './farcaster/farcasterScreen.js';
import type { ActionPrompt } from './screens/actionScreen.js';
import type { FarcasterAuth } from './session/farcasterAuth.js';
import { NO_EMAIL_STARTED } from './session/emailAuth.js';
import type { EmailUpdate } from './session/emailUpdate.js';
import type { SocialAuth } from './session/socialAuth.js';
import { socialText } from './session/socialText.js';
import type { SolanaRouter } from './solana/router.js';
import { applyTheme } from './theme.js';
import type { FrameWallet } from './wallet.js';

export interface HandlerDeps {
  wallet: FrameWallet;
  rpc: RpcRouter;
  /** The Solana signing methods (the other RPC methods go to `rpc`). */
  solana: SolanaRouter;
  /** The project the frame was opened for (its URL's projectId). */
  projectId: string;
  /** Where SYNC_THEME applies (the page's root element). */
  themeRoot: HTMLElement;
  /** The approval queue, for CANCEL_APPROVAL: the request of that id, or without one the request on screen. */
  approvals: { cancel(requestId?: string): boolean };
  /** The code screen where the person types the email login's and update's codes (never the app). */
  codes: CodePrompt;
  /** The email update (UPDATE_EMAIL and its codes); without it they are not supported. */
  emailUpdate?: EmailUpdate;
  /** Passkeys (ADD_PASSKEY, CONNECT_PASSKEY); without them they are not supported. */
  passkeys?: PasskeyDeps;
  /** The screen whose button starts what must start from a click in the frame (social sign-in windows, passkey ceremonies). */
  screen: ActionPrompt;
  /** Social login (CONNECT_SOCIAL). */
  social: SocialAuth;
  /** Sign In With Farcaster (CONNECT_FARCASTER): the services' channel, and the frame's screen that shows its link and the account that approved. */
  farcaster: { auth: FarcasterAuth; screen: FarcasterPrompt };
  /** The frame's origin, named on its screens. */
  origin: string;
  /** Loads the frame's page again (RELOAD): the page's `location.reload`. */
  reload(): void;
}

export interface DappData {
  name?: string;
  url?: string;
  /** SPEC 7's smartSessions, as the app's features say (off unless they turn it on). */
  smartSessions?: boolean;
}

export function createHandlers({ wallet, rpc, solana, projectId, themeRoot, approvals, codes, emailUpdate, passkeys, screen, social, farcaster, origin, reload }: HandlerDeps): { handlers: RequestHandlers; dapp: () => DappData } {
  let dapp: DappData = {};
  /** Asks the person, on the frame's code screen, for the code of `step`; the app never sees it. */
  const typedCode = <T>(step: Exclude<CodeStep, 'device' | 'link'>, check: (code: string) => Promise<T>): Promise<T> => {
    const email = wallet.codeEmail;
    if (!email) throw new Error(NO_EMAIL_STARTED);
    return codes.ask({ step, email, check, resend: () => wallet.resendCode() });
  };
  const handlers: RequestHandlers = {
    CONNECT_EMAIL: async ({ email }) => ({ action: await wallet.connectEmail(email) }),
    // Nothing to type: the screen waits while the person approves the device by the mailed link.
    CONNECT_DEVICE: async () => {
      const email = wallet.codeEmail;
      if (!email) throw new Error(NO_EMAIL_STARTED);
      return { action: await codes.ask({ step: 'device', email, wait: (signal) => wallet.connectDevice(signal), resend: () => wallet.resendCode() }) };
    },
    CONNECT_OTP: async () => {
      await typedCode('otp', (otp) => wallet.connectOtp(otp));
      return {};
    },
    ...(emailUpdate ? emailUpdateHandlers(emailUpdate, codes) : {}),
    ...(passkeys ? passkeyHandlers(passkeys) : {}),
    // The person presses the frame's own button: the provider's window is the frame's, and so is its answer.
    // A new identity carrying an account's address then asks, on the code screen, for the code mailed
    // there, or goes on with a new wallet; the keys load while that screen still shows.
    CONNECT_SOCIAL: async ({ provider }) => {
      const outcome = await screen.ask({ text: socialText(provider, origin), prepare: () => social.prepare(provider) });
      if (!('consent' in outcome)) return wallet.connectSocial(outcome);
      const { consent } = outcome;
      return codes.ask({
        step: 'link',
        email: consent.email,
        ...(consent.heldBack === undefined ? {} : { heldBack: consent.heldBack }),
        check: async (otp) => wallet.connectSocial(await social.link(consent, otp)),
        resend: () => social.resendLinkCode(consent),
        instead: async () => wallet.connectSocial(await social.separate(consent)),
      });
    },
    // The link and its QR code are the frame's: the channel token never reaches the app.
    // The account's keys load while the screen still shows (a new device's hold is said there).
    CONNECT_FARCASTER: () =>
      farcaster.screen.ask({
        start: () => farcaster.auth.start(),
        approval: (channel, signal) => farcaster.auth.approval(channel, signal),
        cancel: (channel) => farcaster.auth.cancel(channel),
        confirm: async (channel, signal, waiting) => wallet.connectFarcaster(await farcaster.auth.confirm(channel, signal, waiting)),
      }),
    GET_USER: (payload) => wallet.user(payload?.chainId),
    IS_CONNECTED: async () => ({ isConnected: await wallet.isConnected() }),
    GET_CHAIN_ID: () => ({ chainId: wallet.network.chainId }),
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: wallet.smartAccountNetworks() }),
    INIT_SMART_ACCOUNT: () => wallet.initSmartAccount(),
    SET_PREFERRED_ACCOUNT: ({ type }) => wallet.setPreferredAccount(type),
    SWITCH_NETWORK: ({ chainId }) => ({ chainId: wallet.switchNetwork(chainId) }),
    SIGN_OUT: async () => {
      await wallet.signOut();
      return {};
    },
    SYNC_THEME: ({ themeMode, themeVariables, w3mThemeVariables }) => {
      applyTheme(themeRoot, themeMode, { ...w3mThemeVariables, ...themeVariables });
      return {};
    },
    SYNC_DAPP_DATA: ({ projectId: theirs, metadata, features }) => {
      if (theirs !== projectId) throw new Error(otherProject(projectId));
      dapp = metadata ? { name: metadata.name.slice(0, 64), url: metadata.url.slice(0, 256) } : {};
      if (features?.smartSessions === true) dapp.smartSessions = true;
      return {};
    },
    GET_SESSION_TOKEN: async () => ({ token: await wallet.sessionHandle() }),
    // The app asks for a fresh frame (SPEC 4): answered first, then the page loads again and says READY;
    // the keys come back from the device as on any load.
    RELOAD: () => {
      setTimeout(reload, 0);
      return {};
    },
    // The app stopped waiting for one approval: that one ends, queued or on screen, and nothing else.
    // The app stopped showing the frame: what waited there for the person, an approval or a code, ends.
    CANCEL_APPROVAL: (payload) => {
      if (payload?.requestId !== undefined) return { cancelled: approvals.cancel(payload.requestId) };
      const approval = approvals.cancel();
      const code = codes.cancel();
      const action = screen.cancel();
      const farcasterScreen = farcaster.screen.cancel();
      return { cancelled: approval || code || action || farcasterScreen };
    },
    RPC_REQUEST: async (request, { origin, id }) => {
      const context = { origin, requestId: id, ...(dapp.name ? { dappName: dapp.name } : {}) };
      const { method } = request;
      return { result: await (isSolanaSigningMethod(method) ? solana.request({ ...request, method }, context) : rpc.request(request, context)) };
    },
  };
  return { handlers, dapp: () => dapp };
}
