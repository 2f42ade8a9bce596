// The inputs of the auth routes (SPEC 5: email fields are valid addresses, OTP fields strings).
import { z } from 'zod';
import { waitMsSchema } from './longPoll.js';

/** Trimmed and lower-cased before the check, so `Ada@Example.com ` and `ada@example.com` are one user. */
export const emailSchema = z.string().trim().toLowerCase().max(254, 'must be at most 254 characters').pipe(z.email('must be a valid email address'));

export const deviceIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._:-]{1,128}$/, 'must be 1 to 128 letters, digits, dots, colons, dashes or underscores');

/** A code as typed: a string, blanks dropped; any other string counts as a wrong try. */
export const codeSchema = z
  .string()
  .max(32, 'must be at most 32 characters')
  .transform((code) => code.replace(/\s+/g, ''));

export const emailStartSchema = z.object({ email: emailSchema, deviceId: deviceIdSchema });
/** 32 random bytes in base64url, as the services make a link's token. */
export const linkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be the token of a link the services mailed');
/** The frame's wait for its device's approval by the link in the mail (at most `waitMs`). */
export const verifyDeviceSchema = emailStartSchema.extend({ waitMs: waitMsSchema });
export const devicePageSchema = z.object({ token: linkTokenSchema });
export const deviceDecisionSchema = devicePageSchema.extend({ decision: z.enum(['approve', 'refuse']) });
export const verifyOtpSchema = emailStartSchema.extend({ otp: codeSchema });
export const mailboxQuerySchema = z.object({ email: emailSchema });
