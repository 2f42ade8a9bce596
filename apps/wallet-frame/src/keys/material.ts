// The embedded account's secret keys, and how they are written before encryption: JSON checked
// with zod when read back. The EVM key signs; the Solana Ed25519 key is made and backed up for
// the Solana adapter to come.
import { EVM_ADDRESS, SOLANA_ADDRESS } from '@latch/core/api';
import * as z from 'zod/mini';
import { utf8 } from './bytes.js';

export const keyMaterialSchema = z.object({
  v: z.literal(1),
  evm: z.object({
    privateKey: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/, 'must be a private key')),
    address: z.string().check(z.regex(EVM_ADDRESS, 'must be an address')),
  }),
  solana: z.optional(
    z.object({
      /** PKCS #8 of the Ed25519 private key, base64url. */
      pkcs8: z.string().check(z.regex(/^[A-Za-z0-9_-]+$/, 'must be base64url')),
      address: z.string().check(z.regex(SOLANA_ADDRESS, 'must be a Solana address')),
    }),
  ),
});

export type KeyMaterial = z.infer<typeof keyMaterialSchema>;

export const encodeMaterial = (material: KeyMaterial): Uint8Array => utf8(JSON.stringify(material));

/** The material of decrypted bytes; throws when they are not that. */
export function decodeMaterial(bytes: Uint8Array): KeyMaterial {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new Error('The key material is not JSON');
  }
  const parsed = keyMaterialSchema.safeParse(json);
  if (!parsed.success) throw new Error('The key material is not of the expected shape');
  return parsed.data;
}

export const sameEvmAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
