// @latch/services: the self-hostable backend (Wallet API, images, analytics; Blockchain API and
// auth plug in as further modules).
export { createServices, resolveConfig, type Services } from './services.js';
export { servicesCli } from './cliPath.js';
export {
  configFromEnv,
  ConfigError,
  defaultDataDir,
  describeDatabase,
  DEFAULT_DEMO_ORIGINS,
  DEFAULT_FRAME_ORIGINS,
  DEFAULT_HOST,
  DEFAULT_LOCAL_METRICS_PORT,
  DEFAULT_PORT,
  MEMORY_DATA_DIR,
  type DatabaseConfig,
  type ServicesConfig,
} from './config.js';
export { isLocalWorld, LOCAL_WORLD, WORLD_VARIABLE } from './localWorld.js';
export { reportReady, startPrimary, type Primary } from './cluster.js';
export { DEFAULT_RESEND_AFTER_MS } from './chain/sharedKeySender.js';
export { sendQueueDepth } from './chain/sendQueue.js';
export { createApp, serviceModules, type AppOptions } from './app.js';
export type { ServiceModule, StartedModule } from './modules.js';
export type { AppEnv } from './http/env.js';
export { LOG_LEVELS, type LogLevel, type LogSettings } from './observability/logger.js';
export { ServicesMetrics } from './observability/metrics.js';
export { serveMetrics, type MetricsServer, type MetricsSource } from './observability/metricsServer.js';
export { parseMetricsText, sampleSum, type MetricSample } from './observability/metricsText.js';
export { HttpError, UNAUTHORIZED_INVALID_KEY, UNAUTHORIZED_ORIGIN, type Said } from './http/errors.js';
export { openDb, type Db, type Queryable, type Row } from './db/db.js';
export { migrate, migrationState, type MigrationState } from './db/migrate.js';
export { migrations, type Migration } from './db/migrations.js';
export { DEMO_PROJECT_ID } from './projects/demo.js';
export { DEFAULT_FEATURES, type Feature } from './projects/features.js';
export { ensureProject, findProject, listFeatures, setAllowedOrigins, setAnalyticsEnabled, setFeature, type NewProject, type Project } from './projects/store.js';
export { seedImages, type ImageEntry, type ImageKind } from './images/catalog.js';
export {
  authModule,
  AUTH_MESSAGES,
  AUTH_SAID,
  EMAIL_UPDATE_MESSAGES,
  EMAIL_UPDATE_SAID,
  backupTooLarge,
  CODE_TTL_MS,
  EMAIL_INTERVAL_MS,
  emailThrottled,
  keysHeld,
  wrongCodesInRow,
  MAX_BACKUP_CIPHERTEXT,
  MAX_CODE_ATTEMPTS,
  PROOF_HEADER,
  PROOF_WINDOW_S,
  SESSION_TTL_S,
  localProviderConfig,
  PROVIDER_NAMES,
  SOCIAL_FAILURE_SAID,
  SOCIAL_LOGIN_TTL_MS,
  SOCIAL_MESSAGES,
  SOCIAL_SAID,
  SOCIAL_PROVIDERS,
  socialCallbackPath,
  TOKEN_REFUSALS,
  USER_INFO_REFUSALS,
  VERIFY_LINK,
  FARCASTER_CHANNEL_TTL_MS,
  FARCASTER_MESSAGES,
  FARCASTER_SAID,
  FARCASTER_RELAY_PATH,
  FARCASTER_SIGN_IN_URL,
  farcasterConfigFromDevnet,
  OP_MAINNET_ID_REGISTRY,
  SIGN_IN_REFUSALS,
  MAX_PASSKEYS_PER_USER,
  PASSKEY_CHALLENGE_TTL_MS,
  PASSKEY_MESSAGES,
  PASSKEY_SAID,
  describeDevice,
  deviceSaid,
  PASSKEY_RP_NAME,
  type ChannelStatus,
  type FarcasterCompletion,
  type FarcasterConfig,
  type SocialCompletion,
  type SocialConfig,
  type SocialProvider,
  type SocialProviderConfig,
  type SocialProviderInput,
  type AuthConfig,
  type IssuedSession,
  type KeyBackup,
  type SessionUser,
  type StartedAuth,
  WRAP_KEY_BYTES,
} from './auth/index.js';
export { createMailSender, DEFAULT_MAIL_FROM, DEFAULT_SMTP_PORT, parseMail, startMailCatcher, type CaughtMessage, type MailCatcher, type MailSender } from './mail/index.js';
export type { AnalyticsSummary } from './analytics/store.js';
export { EVENT_LIMITS } from './analytics/routes.js';
export { AUTH_WRITE_LIMITS } from './auth/index.js';
export { tooManyRequests, type Limit, type WriteLimits } from './http/rateLimit.js';
export { blockchainApiModule } from './blockchainApi/index.js';
export { ONRAMP_MESSAGES } from './blockchainApi/onramp/payouts.js';
export { PRICE_CACHE_MS } from './blockchainApi/pricing/priceBook.js';
export { IDENTITY_CACHE_MS } from './blockchainApi/names/ensIdentity.js';
export { chainConfigFromDevnet, type ChainConfig, type ChainTokenConfig, type DevnetLike } from './chain/config.js';
export { ChainsFileError, parseChains, readChainsFile, type ChainsFile } from './chain/chainsFile.js';
export type { EnsConfig, PriceSource } from './chain/chainSources.js';
export { frameChainsResponseSchema, type FrameChainsResponse } from './blockchainApi/chains/chainsResponse.js';
export type { SmartAccountConfig } from './chain/smartAccountConfig.js';
export { parseWallets, readWalletsFile, registryWalletSchema, WalletsFileError } from './walletApi/registry/walletsFile.js';
export type { RegistryWallet } from './walletApi/registry/types.js';
export { solanaChainConfigFromDevnet, type SolanaChainConfig } from './chain/solanaConfig.js';
export { WRAPPED_SOL_MINT } from './chain/solanaPriceSource.js';
export { NATIVE_TOKEN_ADDRESS } from './chain/caip.js';
export { registrationMessage, NAME_ZONE } from './blockchainApi/names/rules.js';
export { createSession, revokeSessionMessage, type PermissionSession } from './blockchainApi/sessions/store.js';
export { DEFAULT_FAUCET_SOL_AMOUNT, faucetConfigFromDevnet, faucetModule, FAUCET_MESSAGES, type FaucetAsset, type FaucetConfig, type FaucetTransfer, type Funding } from './faucet/index.js';
export { routeDocs } from './openapi/routeDocs.js';
export type { RouteDoc } from './openapi/routeDoc.js';
