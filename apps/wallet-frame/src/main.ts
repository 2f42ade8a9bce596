// The wallet frame page: reads its settings, restores the wallet from the frame origin's storage
// and answers the app through @latch/frame's host, for the origins the project allows.
import './zodJitless.js';
import { FRAME_PROTOCOL_VERSION, type RequestHandlers } from '@latch/frame/host';
import { ApprovalQueue } from './approval/queue.js';
import { createHostAnsweringEachIdOnce } from './approval/replayGuard.js';
import { ApprovalView, findApprovalElements } from './approval/view.js';
import { loadNetworks } from './chainNetworks.js';
import { CodeScreen, findCodeElements } from './codes/codeScreen.js';
import { readPageConfig } from './config.js';
import { createHandlers, type DappData } from './handlers.js';
import { handlersWhenReady } from './handlersWhenReady.js';
import { handlersInLocale } from './i18n/handlersInLocale.js';
import { localizeDocument, showData, showText } from './i18n/translate.js';
import type { PageMessageId } from './pageText.js';
import { AccountKeys, type PasskeySignIn } from './keys/accountKeys.js';
import type { PasskeyPrf } from './keys/passkeySeal.js';
import { indexedDbDeviceKey } from './keys/deviceKey.js';
import { KeyVault } from './keys/vault.js';
import type { FrameNetwork } from './networks.js';
import { rpcCall } from './rpc/jsonRpc.js';
import { RpcRouter } from './rpc/router.js';
import { SolanaRouter } from './solana/router.js';
import { ServicesApi } from './services/api.js';
import { ServicesClient } from './services/client.js';
import { createProofSigner } from './services/proof.js';
import { deviceId } from './session/deviceId.js';
import { EmailAuth } from './session/emailAuth.js';
import { EmailUpdate } from './session/emailUpdate.js';
import { FarcasterAuth } from './session/farcasterAuth.js';
import { FarcasterScreen } from './farcaster/farcasterScreen.js';
import { PasskeyAuth } from './session/passkeyAuth.js';
import type { IssuedSession } from '@latch/core/api';
import { SessionStore } from './session/sessionStore.js';
import { browserSignInWindows, SocialAuth } from './session/socialAuth.js';
import { ActionScreen } from './screens/actionScreen.js';
import type { SmartSessions } from './smartAccount/sessions/smartSessions.js';
import { SmartSessionStore } from './smartAccount/sessions/store.js';
import { browserStorage, FrameStorage } from './storage.js';
import { FrameWallet } from './wallet.js';

const status = document.getElementById('status');
/** The page's status line: its own message (drawn again in each locale), or the words of what failed. */
const say = (id: PageMessageId, failure?: string) => {
  if (status && failure) showData(status, failure);
  else if (status) showText(status, id);
};

async function main(): Promise<void> {
  // The page's own words in English until the app names its locale (SYNC_DAPP_DATA).
  localizeDocument(document);
  const config = readPageConfig(location.search, { servicesUrl: import.meta.env.VITE_LATCH_SERVICES_URL, localWorld: import.meta.env.VITE_LATCH_LOCAL_WORLD });
  const storage = new FrameStorage(browserStorage());
  // The device keys: the signing key proves every auth call (the services take no code or token without it).
  const deviceKeys = indexedDbDeviceKey();
  const proof = createProofSigner({ keyPair: () => deviceKeys.signingKey() });
  const api = new ServicesApi(new ServicesClient({ baseUrl: config.servicesUrl, projectId: config.projectId, proof }));
  const createSmartAccount = async (privateKey: string, network: FrameNetwork) =>
    (await import('./smartAccount/sender.js')).createSmartAccountSender({ privateKey, network, rpc: (url, method, params) => rpcCall(url, method, params) });
  const auth = new EmailAuth({ api, sessions: new SessionStore(storage), deviceId: () => deviceId(storage) });
  const liveToken = async () => (await auth.current())?.token;
  const social = new SocialAuth({ api, deviceId: () => deviceId(storage), servicesOrigin: new URL(config.servicesUrl).origin, liveToken, ...browserSignInWindows(window) });
  const farcaster = { auth: new FarcasterAuth({ api, deviceId: () => deviceId(storage) }), screen: new FarcasterScreen(document) };
  const codes = new CodeScreen(findCodeElements(document));
  // A new device's keys held by the services: said on whichever screen the login is on.
  api.onHeld = (words) => {
    codes.notice(words);
    farcaster.screen.notice(words);
  };
  // Late-bound: the host is made with the handlers, and the handlers notify through the host.
  let notify: (type: 'SESSION_UPDATE' | 'APPROVAL_REQUESTED' | 'APPROVAL_SETTLED', payload: Record<string, string>) => void = () => {};
  const approvals = new ApprovalQueue(new ApprovalView(findApprovalElements(document)), (event) =>
    event.type === 'APPROVAL_REQUESTED'
      ? notify('APPROVAL_REQUESTED', { method: event.method, ...(event.requestId === undefined ? {} : { requestId: event.requestId }) })
      : notify('APPROVAL_SETTLED', {}),
  );
  const emailUpdate = new EmailUpdate({ api, auth });
  const screen = new ActionScreen(document);

  /** The wallet on the services' chains, and the handlers that answer with it. */
  async function serve(): Promise<RequestHandlers> {
    const { networks, solanaNetworks } = await loadNetworks(api, config);
    const keys = new AccountKeys({
      api,
      vault: new KeyVault(storage, deviceKeys),
      evm: () => import('./keys/evm.js'),
      fundNewAccounts: config.localWorld,
      // The faucet funds the smart account's counterfactual address: its first operation pays from there.
      smartAccountOf: async (privateKey) => (networks.default.smartAccount ? (await createSmartAccount(privateKey, networks.default)).address : undefined),
    });
    const wallet = new FrameWallet({
      auth,
      keys,
      networks,
      solanaNetworks,
      storage,
      createSmartAccount,
      createSolanaSigner: async (key) => (await import('./solana/signer.js')).createSolanaSigner(key),
      createSigner: async (privateKey, network) =>
        (await import('./rpc/signer.js')).createEvmSigner(privateKey, (method, params) => rpcCall(network.rpcUrl, method, params)),
      onSession: (token) => notify('SESSION_UPDATE', { token }),
    });
    // Late-bound as `notify`: the app's features arrive with SYNC_DAPP_DATA, answered by the handlers.
    let dappData: () => DappData = () => ({});
    let smartSessions: Promise<SmartSessions> | undefined;
    const rpc = new RpcRouter({
      networks,
      currentNetwork: () => wallet.network,
      account: () => wallet.rpcAccount(),
      forward: (network, method, params) => rpcCall(network.rpcUrl, method, params),
      approvals,
      smartSessions: {
        enabled: () => dappData().smartSessions === true,
        load: () => (smartSessions ??= import('./smartAccount/sessions/smartSessions.js').then(({ SmartSessions }) => new SmartSessions({ store: new SmartSessionStore(storage, deviceKeys), networks }))),
      },
    });
    const solana = new SolanaRouter({ networks: solanaNetworks, account: () => wallet.solanaAccount(), forward: (network, method, params) => rpcCall(network.rpcUrl, method, params), approvals });
    const passkeys = {
      passkeys: new PasskeyAuth({ api, deviceId: () => deviceId(storage) }),
      screen,
      origin: location.origin,
      sessionToken: liveToken,
      connect: (issued: IssuedSession, passkey: PasskeySignIn) => wallet.connectIssued(issued, passkey),
      sealBackup: (prf: PasskeyPrf) => wallet.sealBackupUnderPasskey(prf),
    };
    const { handlers, dapp } = createHandlers({
      wallet,
      rpc,
      solana,
      projectId: config.projectId,
      themeRoot: document.documentElement,
      approvals,
      codes,
      emailUpdate,
      passkeys,
      screen,
      social,
      farcaster,
      origin: location.origin,
      reload: () => location.reload(),
    });
    dappData = dapp;
    return handlers;
  }

  // Requests that arrive while the chains load wait for them (handlersWhenReady.ts), and for the locale the app named before them.
  const handlers = handlersInLocale(handlersWhenReady(serve), document);
  const host = createHostAnsweringEachIdOnce({ allowedOrigins: () => api.allowedOrigins(), handlers, version: FRAME_PROTOCOL_VERSION });
  notify = (type, payload) => {
    host.notify(type, payload as never);
  };
  await host.start();
  say(window.parent === window ? 'page.outsideDapp' : 'page.ready');
}

main().catch((error: unknown) => {
  console.error(error);
  say('page.failed', error instanceof Error ? error.message : undefined);
});
