// The answers behind the links mailed about a new device (apps/services README, "New devices"), as
// the wallet's device page parses them: the device a link asks about and the person's decision, and
// a new device's wait for the keys and its stop, and a wallet moved to the person's address and its undo.
import * as z from 'zod/mini';
import { apiMessageIdSchema, apiMessageValuesSchema } from '../errors.js';
import { isoDate } from './fields.js';

const decision = z.enum(['approved', 'refused']);

/** The device as the person reads it: its English, and the id and values by which a page shows it in the person's language (as the error body's words). */
const device = { device: z.string(), deviceMessageId: apiMessageIdSchema, deviceValues: apiMessageValuesSchema };

export const deviceLinkResponseSchema = z.object({ email: z.string(), ...device, requestedAt: isoDate, expiresAt: isoDate, decision: z.nullable(decision) });
export const deviceDecidedResponseSchema = z.object({ decision });
/** The Smart Accounts of a wallet's key on the chains that have them (what a dApp shows of it), beside the key's address. */
const smartAccounts = z.array(z.string());

/** A new device's wait for the keys; `madeWallet` is the address of the wallet the device made itself, which its stop sets aside, and `smartAccounts` its Smart Accounts. */
export const keyReleaseResponseSchema = z.object({ ...device, askedAt: isoDate, releaseAt: isoDate, stopped: z.boolean(), madeWallet: z.nullable(z.string()), smartAccounts });
export const keyReleaseStoppedResponseSchema = z.object({ stopped: z.literal(true) });
/** A wallet moved to the person's address (`email`) by a device; `wallet` is the one that address opens while the account has one, and `smartAccounts` its Smart Accounts. */
export const emailMoveResponseSchema = z.object({ ...device, email: z.string(), wallet: z.nullable(z.string()), smartAccounts, movedAt: isoDate, undone: z.boolean() });
export const emailMoveUndoneResponseSchema = z.object({ undone: z.literal(true) });
