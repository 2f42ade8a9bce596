// Auth's part of the services' configuration: the signing secret, the clock, and where mail goes.
import { z } from 'zod';
import { DEFAULT_SMTP_HOST, DEFAULT_SMTP_PORT } from '../mail/catcher.js';
import { DEFAULT_MAIL_FROM } from '../mail/sender.js';

/** HS256 wants a key of at least 256 bits. */
export const MIN_SECRET_LENGTH = 32;

export interface AuthConfig {
  /** The HS256 key of session tokens (at least 32 characters). Unless set, one is generated at the first start and kept in the database, so restarts keep sessions valid. */
  secret?: string;
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
  /** Whether GET /dev/mailbox is served; never without the catcher. Off when NODE_ENV is production unless set. */
  devMailbox?: boolean;
}

export interface ResolvedAuthConfig {
  secret: string | undefined;
  now: () => number;
  smtpUrl: string | undefined;
  smtpHost: string;
  smtpPort: number;
  mailFrom: string;
  devMailbox: boolean;
}

const portVariable = z
  .string()
  .trim()
  .regex(/^\d{1,5}$/, 'must be a port number from 0 to 65535')
  .transform(Number)
  .refine((port) => port <= 65535, 'must be a port number from 0 to 65535');

/** The variables auth reads, merged into the services' environment schema (config.ts). */
export const authEnvShape = {
  LATCH_AUTH_SECRET: z.string().min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters`).optional(),
  LATCH_SMTP_URL: z.string().trim().regex(/^smtps?:\/\/[^/\s]/, 'must be an smtp:// or smtps:// URL').optional(),
  LATCH_SMTP_PORT: portVariable.optional(),
  LATCH_MAIL_FROM: z.string().trim().min(3, 'must be an address such as Latch <no-reply@example.com>').optional(),
  NODE_ENV: z.string().optional(),
};

type AuthEnv = { [K in keyof typeof authEnvShape]?: z.output<(typeof authEnvShape)[K]> };

export function authConfigFromEnv(vars: AuthEnv): AuthConfig {
  const config: AuthConfig = { devMailbox: vars.NODE_ENV !== 'production' };
  if (vars.LATCH_AUTH_SECRET !== undefined) config.secret = vars.LATCH_AUTH_SECRET;
  if (vars.LATCH_SMTP_URL !== undefined) config.smtpUrl = vars.LATCH_SMTP_URL;
  if (vars.LATCH_SMTP_PORT !== undefined) config.smtpPort = vars.LATCH_SMTP_PORT;
  if (vars.LATCH_MAIL_FROM !== undefined) config.mailFrom = vars.LATCH_MAIL_FROM;
  return config;
}

/** Fills in the defaults; `servicesPort` 0 (tests, scripts) gives the catcher a free port too. */
export function resolveAuthConfig(config: AuthConfig = {}, servicesPort = 0, env: Record<string, string | undefined> = process.env): ResolvedAuthConfig {
  if (config.secret !== undefined && config.secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`The auth secret must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  return {
    secret: config.secret,
    now: config.now ?? Date.now,
    smtpUrl: config.smtpUrl,
    smtpHost: config.smtpHost ?? DEFAULT_SMTP_HOST,
    smtpPort: config.smtpPort ?? (servicesPort === 0 ? 0 : DEFAULT_SMTP_PORT),
    mailFrom: config.mailFrom ?? DEFAULT_MAIL_FROM,
    devMailbox: config.devMailbox ?? env.NODE_ENV !== 'production',
  };
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
