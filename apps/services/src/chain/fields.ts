// The fields every chain of the chains file writes alike, EVM or Solana: one rule each.
import { z } from 'zod';

export const httpUrlSchema = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

export const usdPriceSchema = z.number().nonnegative('must be a price in USD, 0 or more');

export const symbolSchema = z.string().regex(/^[A-Za-z0-9.-]{1,16}$/, 'must be 1 to 16 letters, digits, dots or dashes');

/** What the onramp calls the network (its `networks[].name`). */
export const networkNameSchema = z.string().regex(/^[a-z0-9-]{1,32}$/, 'must be 1 to 32 lower-case letters, digits or dashes');

/** The network's name as people read it (the wallet's approval screen names it). */
export const displayNameSchema = z.string().trim().min(1, 'must not be empty').max(64, 'must be at most 64 characters');
