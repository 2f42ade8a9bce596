// The listing an operator gives in LATCH_SERVICES_WALLETS_FILE instead of the built-in registry: a
// JSON array of registry wallets, checked field by field before any is written.
import { z } from 'zod';
import { idsOnce, parseJsonFile, readJsonFile } from '../../jsonFile.js';
import type { RegistryWallet } from './types.js';

/** Links the listing may carry (SPEC 7): https, or an app scheme; never javascript:, data:, file: or plain http. */
const SAFE_LINK = /^(https:\/\/[a-z0-9.-]+\.[a-z]+(\/|$)|(?!(javascript|data|vbscript|file|http):)[a-z][a-z0-9+.-]*:\/\/)/i;
const link = z.string().max(512).regex(SAFE_LINK, 'must be an https:// URL or an app scheme such as wallet://').nullable().default(null);
const slug = z.string().regex(/^[A-Za-z0-9._-]{1,128}$/, 'must be 1 to 128 letters, digits, dots, dashes or underscores');

export const registryWalletSchema = z.strictObject({
  id: slug,
  name: z.string().trim().min(1).max(100),
  rank: z.number().int().nonnegative(),
  image_id: slug,
  rdns: z.string().max(128).nullable().default(null),
  chains: z.array(z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'must be CAIP-2 chain ids such as eip155:1')).max(500),
  mobile_link: link,
  desktop_link: link,
  webapp_link: link,
  app_store: link,
  play_store: link,
  homepage: link,
  badge_type: z.enum(['certified']).nullable().default(null),
});

// The schema and the interface must describe the same thing.
const _sameShape: z.ZodType<RegistryWallet, unknown> = registryWalletSchema;

export const walletsFileSchema = z
  .array(registryWalletSchema)
  .min(1, 'must list at least one wallet')
  .max(100_000)
  .superRefine(idsOnce);

/** A wallets file that cannot be used; the message names the file and every bad field. */
export class WalletsFileError extends Error {
  override readonly name = 'WalletsFileError';
}

const fail = (message: string) => new WalletsFileError(message);

/** Parses the text of a wallets file. */
export const parseWallets = (text: string, source = 'wallets file'): RegistryWallet[] => parseJsonFile(text, walletsFileSchema, source, 'wallets file', fail);

/** Reads and parses a wallets file. */
export const readWalletsFile = (path: string): RegistryWallet[] => readJsonFile(path, walletsFileSchema, 'wallets file', fail);
