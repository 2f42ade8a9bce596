// Auth's part of the services' configuration: the signing secret, the key-encryption key, the
// clock, and where mail goes. Outside the local world the secret and the key-encryption key must
// be given (config.ts refuses to start without them); in it, they are made and kept in the database.
import { z } from 'zod';
import { DEFAULT_SMTP_HOST, DEFAULT_SMTP_PORT } from '../mail/catcher.js';
import { DEFAULT_MAIL_FROM } from '../mail/sender.js';
import { farcasterConfigFromEnv, farcasterEnvShape, type FarcasterConfig } from './farcaster/config.js';
import type { SocialConfig } from './social/providers.js';
import { DEFAULT_NEW_DEVICE_HOLD_MS } from './keyRelease.js';

/** HS256 wants a key of at least 256 bits. */
export const MIN_SECRET_LENGTH = 32;
/** AES-256-GCM's key. */
export const KEK_BYTES = 32;

const KEK_FORMAT = `${KEK_BYTES} random bytes as 64 hex digits or base64 (openssl rand -base64 ${KEK_BYTES})`;

/** The bytes of a key-encryption key written as hex, base64 or base64url; undefined when it is none of them or not 32 bytes. */
export function decodeKek(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) return undefined;
  const bytes = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === KEK_BYTES ? bytes : undefined;
}

export interface AuthConfig {
  /** The HS256 key of session tokens (at least 32 characters). Required outside the local world; in it, one is generated at the first start and kept in the database, so restarts keep sessions valid. */
  secret?: string;
  /**
   * The key-encryption key (32 bytes: hex, base64 or base64url) that seals the backup wrap keys in
   * the database, kept out of it so that a dump of the database alone opens no backup. Required
   * outside the local world; in it, one is generated at the first start and kept in the database.
   */
  keyEncryptionKey?: string;
  /**
   * During a rotation, the session secret before `secret`: tokens it signed stay valid until they
   * expire (24 h), new ones are signed with `secret`. Needs `secret`.
   */
  previousSecret?: string;
  /**
   * During a rotation, the key-encryption key before `keyEncryptionKey`: what it sealed still opens,
   * until `latch-services rotate-kek` has sealed it again under the new one (auth/kekRotation.ts). Needs `keyEncryptionKey`.
   */
  previousKeyEncryptionKey?: string;
  /** Milliseconds since the epoch: Date.now unless set. Tests pass their own to move time. */
  now?: () => number;
  /** Send through this SMTP server (`smtp://` or `smtps://`, credentials in the URL) instead of the in-process catcher, which then does not start. */
  smtpUrl?: string;
  /** Where the catcher listens: 127.0.0.1 unless set. */
  smtpHost?: string;
  /** The catcher's port: 2525 unless set, or 0 (a free one) when the services' own port is 0. */
  smtpPort?: number;
  /** The From of login emails. */
  mailFrom?: string;
  /** Social login: the providers, and where their callbacks are (src/auth/social/providers.ts). */
  social?: SocialConfig;
  /** Sign In With Farcaster: the ID registry and its chain's RPC (src/auth/farcaster/config.ts); off unless set. */
  farcaster?: FarcasterConfig;
  /** How long a new device's first read of the keys waits after an email or Farcaster login, while its notice can stop it (keyRelease.ts): DEFAULT_NEW_DEVICE_HOLD_MS unless set. */
  newDeviceHoldMs?: number;
}

export interface ResolvedAuthConfig {
  secret: string | undefined;
  keyEncryptionKey: Buffer | undefined;
  previousSecret: string | undefined;
  previousKeyEncryptionKey: Buffer | undefined;
  now: () => number;
  smtpUrl: string | undefined;
  smtpHost: string;
  smtpPort: number;
  mailFrom: string;
  social: SocialConfig;
  farcaster: FarcasterConfig | undefined;
  newDeviceHoldMs: number;
}

const secretVariable = z.string().min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters`);
const kekVariable = z.string().refine((text) => decodeKek(text) !== undefined, `must be ${KEK_FORMAT}`);

const portVariable = z
  .string()
  .trim()
  .regex(/^\d{1,5}$/, 'must be a port number from 0 to 65535')
  .transform(Number)
  .refine((port) => port <= 65535, 'must be a port number from 0 to 65535');

/** The variables auth reads, merged into the services' environment schema (config.ts). */
export const authEnvShape = {
  LATCH_AUTH_SECRET: secretVariable.optional(),
  LATCH_AUTH_SECRET_PREVIOUS: secretVariable.optional(),
  LATCH_SMTP_URL: z.string().trim().regex(/^smtps?:\/\/[^/\s]/, 'must be an smtp:// or smtps:// URL').optional(),
  LATCH_SMTP_PORT: portVariable.optional(),
  LATCH_MAIL_FROM: z.string().trim().min(3, 'must be an address such as Latch <no-reply@example.com>').optional(),
  LATCH_KEY_ENCRYPTION_KEY: kekVariable.optional(),
  LATCH_KEY_ENCRYPTION_KEY_PREVIOUS: kekVariable.optional(),
  LATCH_OIDC_PORT: portVariable.optional(),
  LATCH_SERVICES_PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  LATCH_AUTH_NEW_DEVICE_HOLD_MS: z.string().trim().regex(/^\d{1,9}$/, 'must be a number of milliseconds').transform(Number).optional(),
  ...farcasterEnvShape,
};

type AuthEnv = { [K in keyof typeof authEnvShape]?: z.output<(typeof authEnvShape)[K]> };

export function authConfigFromEnv(vars: AuthEnv): AuthConfig {
  const config: AuthConfig = {};
  if (vars.LATCH_AUTH_SECRET !== undefined) config.secret = vars.LATCH_AUTH_SECRET;
  if (vars.LATCH_KEY_ENCRYPTION_KEY !== undefined) config.keyEncryptionKey = vars.LATCH_KEY_ENCRYPTION_KEY;
  if (vars.LATCH_AUTH_SECRET_PREVIOUS !== undefined) config.previousSecret = vars.LATCH_AUTH_SECRET_PREVIOUS;
  if (vars.LATCH_KEY_ENCRYPTION_KEY_PREVIOUS !== undefined) config.previousKeyEncryptionKey = vars.LATCH_KEY_ENCRYPTION_KEY_PREVIOUS;
  if (vars.LATCH_SMTP_URL !== undefined) config.smtpUrl = vars.LATCH_SMTP_URL;
  if (vars.LATCH_SMTP_PORT !== undefined) config.smtpPort = vars.LATCH_SMTP_PORT;
  if (vars.LATCH_MAIL_FROM !== undefined) config.mailFrom = vars.LATCH_MAIL_FROM;
  if (vars.LATCH_AUTH_NEW_DEVICE_HOLD_MS !== undefined) config.newDeviceHoldMs = vars.LATCH_AUTH_NEW_DEVICE_HOLD_MS;
  const social: SocialConfig = {};
  if (vars.LATCH_OIDC_PORT !== undefined) social.localOidcPort = vars.LATCH_OIDC_PORT;
  if (vars.LATCH_SERVICES_PUBLIC_URL !== undefined) social.publicUrl = vars.LATCH_SERVICES_PUBLIC_URL.replace(/\/$/, '');
  if (Object.keys(social).length > 0) config.social = social;
  const farcaster = farcasterConfigFromEnv(vars);
  if (farcaster) config.farcaster = farcaster;
  return config;
}

function kekOf(text: string | undefined): Buffer | undefined {
  if (text === undefined) return undefined;
  const key = decodeKek(text);
  if (!key) throw new Error(`The key-encryption key must be ${KEK_FORMAT}`);
  return key;
}

/** Fills in the defaults; `servicesPort` 0 (tests, scripts) gives the catcher a free port too. */
export function resolveAuthConfig(config: AuthConfig = {}, servicesPort = 0): ResolvedAuthConfig {
  for (const secret of [config.secret, config.previousSecret]) {
    if (secret !== undefined && secret.length < MIN_SECRET_LENGTH) throw new Error(`The auth secret must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  if (config.previousSecret !== undefined && config.secret === undefined) throw new Error('The previous session secret needs the current one (LATCH_AUTH_SECRET) beside it');
  if (config.previousKeyEncryptionKey !== undefined && config.keyEncryptionKey === undefined) {
    throw new Error('The previous key-encryption key needs the current one (LATCH_KEY_ENCRYPTION_KEY) beside it');
  }
  return {
    secret: config.secret,
    keyEncryptionKey: kekOf(config.keyEncryptionKey),
    previousSecret: config.previousSecret,
    previousKeyEncryptionKey: kekOf(config.previousKeyEncryptionKey),
    now: config.now ?? Date.now,
    smtpUrl: config.smtpUrl,
    smtpHost: config.smtpHost ?? DEFAULT_SMTP_HOST,
    smtpPort: config.smtpPort ?? (servicesPort === 0 ? 0 : DEFAULT_SMTP_PORT),
    mailFrom: config.mailFrom ?? DEFAULT_MAIL_FROM,
    social: config.social ?? {},
    farcaster: config.farcaster,
    newDeviceHoldMs: config.newDeviceHoldMs ?? DEFAULT_NEW_DEVICE_HOLD_MS,
  };
}

/** The variables the services refuse to start without outside the local world, of those this config lacks. */
export function missingProductionSecrets(config: AuthConfig = {}): string[] {
  const missing: string[] = [];
  if (config.secret === undefined) missing.push(`LATCH_AUTH_SECRET: must be set outside the local world (at least ${MIN_SECRET_LENGTH} characters)`);
  if (config.keyEncryptionKey === undefined) missing.push(`LATCH_KEY_ENCRYPTION_KEY: must be set outside the local world, and kept outside the database: ${KEK_FORMAT}`);
  return missing;
}

/** An SMTP URL said for a person: scheme, host and port, never the credentials. */
export function describeSmtpUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}`;
  } catch {
    return 'an SMTP server';
  }
}
