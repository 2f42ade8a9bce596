// The field forms the auth answers share (apps/services README, "Embedded-wallet auth").
import * as z from 'zod/mini';

export const nonEmpty = z.string().check(z.minLength(1));
export const isoDate = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'must be an ISO 8601 date'));
export const base64url = z.string().check(z.regex(/^[A-Za-z0-9_-]+$/, 'must be base64url'));
/** 32 random bytes in base64url, as the services make states, tokens and keys. */
export const randomToken = (what: string) => z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, what));

/** A page the popup may be sent to, or a link a QR code may carry: http(s) only, never a script URL. */
export const pageUrlSchema = z.string().check(
  z.refine((value) => {
    try {
      return /^https?:$/.test(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'must be an http(s) URL'),
);
