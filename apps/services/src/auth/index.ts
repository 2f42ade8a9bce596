// Embedded-wallet auth: email codes, sessions and the key backup, for the wallet frame. Its start
// opens the mail (the in-process catcher unless an SMTP URL is set) and loads the signing key and
// the key-encryption key. Its writes are limited per client and per project.
import { Hono } from 'hono';
import { ChainSet } from '../chain/chains.js';
import { walletNamer } from '../chain/smartAccounts.js';
import type { AppEnv } from '../http/env.js';
import { limitWrites, type WriteLimits } from '../http/rateLimit.js';
import { startMailCatcher, type MailCatcher } from '../mail/catcher.js';
import { createMailSender } from '../mail/sender.js';
import type { ServiceModule, StartedModule } from '../modules.js';
import { describeSmtpUrl, resolveAuthConfig } from './config.js';
import { loadKeyEncryptionKey } from './kek.js';
import { expiredAuthRowsSweeper } from './expiredRows.js';
import { EmailLogin } from './login.js';
import { KeyRelease } from './keyRelease.js';
import { mailboxRoutes } from './mailbox.js';
import { ProofVerifier } from './proof.js';
import { authRoutes, EMAIL_START_PATH } from './routes.js';
import { loadSigningKey, Sessions, signingKeyOf } from './sessions.js';
import { sealPlainWrapKeys } from './wrapKeys.js';
import { resolveSocialProviders } from './social/providers.js';
import { SocialLogin } from './social/socialLogin.js';
import { socialRoutes } from './social/socialRoutes.js';
import { IdentityLink } from './social/identityLink.js';
import { linkRoutes } from './social/linkRoutes.js';
import { resolveFarcasterConfig } from './farcaster/config.js';
import { FarcasterLogin } from './farcaster/farcasterLogin.js';
import { farcasterRoutes } from './farcaster/farcasterRoutes.js';
import { FarcasterDevices } from './farcaster/newDevice.js';
import { custodyReader } from './farcaster/registry.js';
import { PasskeyLogin } from './passkeys/passkeyLogin.js';
import { passkeyRoutes } from './passkeys/passkeyRoutes.js';
import { EmailUpdate } from './emailUpdate/emailUpdate.js';
import { emailUpdateRoutes } from './emailUpdate/emailUpdateRoutes.js';
import { WalletMoves } from './emailUpdate/walletMoves.js';

export interface StartedAuth extends StartedModule {
  /** The in-process catcher, when mail is not sent through an SMTP URL. */
  catcher: MailCatcher | undefined;
  /** Whether GET /dev/mailbox is served. */
  mailbox: boolean;
}

/**
 * A login is three writes (about eight on a new device, with the waits for its approval), a
 * session's life a few more: a person, or a household behind one address, stays far below 120 a
 * minute, which a browser suite's many people on one loopback address fit in too. Past
 * the project's limit, a client within its share of 20 still signs in, so that a few dozen
 * networks cannot lock everyone else out.
 */
export const AUTH_WRITE_LIMITS: WriteLimits = { area: 'auth', perClient: { max: 120, windowMs: 60_000 }, perProject: { max: 3000, windowMs: 60_000, clientShare: 20 } };

export const authModule: ServiceModule = {
  name: 'auth',
  async start(db, config): Promise<StartedAuth> {
    const settings = resolveAuthConfig(config.auth, config.port);
    const key = await loadSigningKey(db, settings.secret);
    const kek = await loadKeyEncryptionKey(db, settings.keyEncryptionKey, settings.previousKeyEncryptionKey);
    await sealPlainWrapKeys(db, kek);
    const catcher = settings.smtpUrl === undefined ? await startMailCatcher({ host: settings.smtpHost, port: settings.smtpPort }) : undefined;
    const mail = createMailSender(catcher ? { host: catcher.host, port: catcher.port } : { url: settings.smtpUrl! }, settings.mailFrom);
    const sessions = new Sessions(key, settings.now, settings.previousSecret === undefined ? undefined : signingKeyOf(settings.previousSecret));
    const routes = new Hono<AppEnv>();
    routes.use('/auth/v1/*', limitWrites(AUTH_WRITE_LIMITS, settings.now, [EMAIL_START_PATH]));
    const walletOrigin = config.frameOrigins[0] ?? 'the wallet';
    const login = new EmailLogin(mail, sessions, settings.now, walletOrigin);
    const proofs = new ProofVerifier(settings.now, expiredAuthRowsSweeper(db, settings.now));
    // The chains tell a wallet's smart accounts, which the notices and device pages name beside its key.
    const chains = new ChainSet(config.chains);
    const notices = { mail, now: settings.now, holdMs: settings.newDeviceHoldMs, walletOrigin, nameWallet: walletNamer(chains) };
    const keyRelease = new KeyRelease(notices);
    routes.route('/', authRoutes({ login, sessions, proofs, now: settings.now, kek, frameOrigins: config.frameOrigins, keyRelease }));
    const moves = new WalletMoves(notices);
    const update = new EmailUpdate(mail, settings.now, walletOrigin, moves);
    routes.route('/', emailUpdateRoutes({ update, sessions, proofs, frameOrigins: config.frameOrigins, keyRelease, moves }));
    const providers = resolveSocialProviders(settings.social, config.localWorld);
    const social = new SocialLogin(providers, sessions, settings.now, settings.social.publicUrl);
    const link = new IdentityLink(mail, sessions, settings.now, walletOrigin);
    routes.route('/', socialRoutes({ social, link, sessions, proofs, frameOrigins: config.frameOrigins }));
    routes.route('/', linkRoutes({ link, proofs, frameOrigins: config.frameOrigins }));
    const farcasterConfig = resolveFarcasterConfig(settings.farcaster, config.frameOrigins[0]);
    const registry = farcasterConfig && custodyReader(farcasterConfig);
    const farcasterDevices = new FarcasterDevices(mail, keyRelease, walletOrigin, settings.now);
    const farcaster = new FarcasterLogin(farcasterConfig, (fid) => registry!.custodyOf(fid), sessions, settings.now, farcasterDevices, keyRelease);
    routes.route('/', farcasterRoutes({ farcaster, proofs, frameOrigins: config.frameOrigins }));
    routes.route('/', passkeyRoutes({ passkeys: new PasskeyLogin(sessions, settings.now), sessions, proofs, frameOrigins: config.frameOrigins, now: settings.now, keyRelease }));
    const mailbox = catcher !== undefined && config.localWorld;
    if (mailbox) routes.route('/', mailboxRoutes(catcher));
    const summary = catcher
      ? `SMTP catcher on smtp://${catcher.host}:${catcher.port}${mailbox ? ', read at GET /dev/mailbox?email=…' : ''}`
      : `Mail through ${describeSmtpUrl(settings.smtpUrl!)}`;
    return {
      routes,
      summary,
      catcher,
      mailbox,
      async stop() {
        registry?.destroy();
        chains.destroy();
        mail.close();
        await catcher?.stop();
      },
    };
  },
};

export { authConfigFromEnv, authEnvShape, MIN_SECRET_LENGTH, resolveAuthConfig, type AuthConfig, type ResolvedAuthConfig } from './config.js';
export { CODE_LENGTH, CODE_TTL_MS, MAX_CODE_ATTEMPTS } from './codes.js';
export { PROOF_HEADER, PROOF_WINDOW_S } from './proof.js';
export { MAX_BACKUP_CIPHERTEXT, type KeyBackup } from './keyBackup.js';
export { WRAP_KEY_BYTES } from './wrapKeys.js';
export { AUTH_MESSAGES, AUTH_SAID, backupTooLarge, emailThrottled, keysHeld, wrongCodesInRow } from './messages.js';
export { SESSION_TTL_S, TOKEN_ISSUER, type IssuedSession, type SessionUser } from './sessions.js';
export { EMAIL_INTERVAL_MS } from './throttle.js';
export { authMigrations } from './migrations.js';
export { EMAIL_UPDATE_MESSAGES, EMAIL_UPDATE_SAID, type UpdateAction } from './emailUpdate/emailUpdate.js';
export { localProviderConfig, PROVIDER_NAMES, SOCIAL_PROVIDERS, type SocialConfig, type SocialProvider, type SocialProviderConfig, type SocialProviderInput } from './social/providers.js';
export { SOCIAL_FAILURE_SAID, SOCIAL_MESSAGES, SOCIAL_SAID, TOKEN_REFUSALS } from './social/messages.js';
export { USER_INFO_REFUSALS } from './social/userInfo.js';
export { SOCIAL_LOGIN_TTL_MS } from './social/pendingLogins.js';
export { socialCallbackPath } from './social/socialLogin.js';
export { type SocialCompletion } from './social/identitySession.js';
export { VERIFY_LINK } from '@latch/core/api';
export { FARCASTER_SIGN_IN_URL, farcasterConfigFromDevnet, OP_MAINNET_ID_REGISTRY, type FarcasterConfig } from './farcaster/config.js';
export { FARCASTER_MESSAGES, FARCASTER_SAID, SIGN_IN_REFUSALS } from './farcaster/messages.js';
export { FARCASTER_CHANNEL_TTL_MS } from './farcaster/channels.js';
export type { ChannelStatus, FarcasterCompletion } from './farcaster/farcasterLogin.js';
export { FARCASTER_RELAY_PATH } from './farcaster/farcasterRoutes.js';
export { PASSKEY_MESSAGES, PASSKEY_SAID } from './passkeys/messages.js';
export { describeDevice, deviceSaid } from './deviceDescription.js';
export { PASSKEY_CHALLENGE_TTL_MS } from './passkeys/challenges.js';
export { MAX_PASSKEYS_PER_USER } from './passkeys/credentials.js';
export { PASSKEY_RP_NAME } from './passkeys/passkeyLogin.js';
