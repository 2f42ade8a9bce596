// Sealing the key backup under a passkey (WebAuthn PRF). The authenticator's PRF output for the
// frame's input is a secret only that passkey's authenticator gives again, and only to the frame's
// origin (the relying party). The backup's key is HKDF-SHA-256 over that output and the services'
// wrap key: the services (wrap key, no PRF output) cannot open it, nor can whoever holds the
// authenticator without a session (PRF output, no wrap key). The output never leaves the frame.
import * as z from 'zod/mini';
import type { EndsCodeEntry } from '../codes/codeScreen.js';
import { fromBase64Url, randomBytes, toBase64Url, utf8 } from './bytes.js';

/**
 * What the frame asks the passkey's PRF to evaluate. One fixed input: a sign-in with a discoverable
 * passkey cannot name a per-user input before the person has picked the passkey. The random part is
 * the HKDF salt the services keep.
 */
export const PRF_INPUT = utf8('latch-key-backup/v1');
export const SEAL_SALT_BYTES = 32;

/** The PRF output one passkey gave, with the credential that gave it. */
export interface PasskeyPrf {
  credentialId: string;
  output: Uint8Array;
}

/** How a backup sealed under a passkey opens: that passkey's PRF output and the salt the services keep. */
export interface PasskeySealKey {
  prf: PasskeyPrf;
  salt: string;
}

/** Said when a login other than the sealing passkey reaches a sealed backup: the person learns what to do, nothing is made in its place. */
export const BACKUP_SEALED_USE_PASSKEY = 'This wallet’s backup is sealed with a passkey: on this device, choose Sign in with a passkey and use that passkey to open your wallet';
export const BACKUP_SEALED_OTHER_PASSKEY = 'This wallet’s backup is sealed with another of its passkeys: sign in with the passkey you sealed it with';
export const PRF_NOT_OFFERED = 'This passkey cannot seal the backup: its authenticator does not offer the PRF extension';

/** A sealed backup this login cannot open; the session it gave is not kept, and a code screen asking for the login code closes with these words. */
export class BackupSealedError extends Error implements EndsCodeEntry {
  readonly endsCodeEntry = true;
}

export const newSealSalt = (): string => toBase64Url(randomBytes(SEAL_SALT_BYTES));

/** The AES-GCM key a backup is sealed under: HKDF-SHA-256 of the PRF output and the wrap key, bound to the user and the credential. */
export async function passkeyBackupKey({ prf, salt }: PasskeySealKey, wrapKey: Uint8Array, userId: string): Promise<CryptoKey> {
  const ikm = new Uint8Array(prf.output.length + wrapKey.length);
  ikm.set(prf.output);
  ikm.set(wrapKey, prf.output.length);
  const base = await crypto.subtle.importKey('raw', ikm as BufferSource, 'HKDF', false, ['deriveKey']);
  const info = utf8(`latch-key-backup/v2/${userId}/${prf.credentialId}`);
  return crypto.subtle.deriveKey({ name: 'HKDF', hash: 'SHA-256', salt: fromBase64Url(salt) as BufferSource, info: info as BufferSource }, base, { name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
}

const bufferSource = z.custom<BufferSource>((value) => value instanceof ArrayBuffer || ArrayBuffer.isView(value));
/** What the browser reports of PRF: enabled at a registration, the output of an assertion. */
const prfResultsSchema = z.object({ prf: z.optional(z.object({ enabled: z.optional(z.boolean()), results: z.optional(z.object({ first: bufferSource })) })) });

const bytesOf = (source: BufferSource) => (ArrayBuffer.isView(source) ? new Uint8Array(source.buffer, source.byteOffset, source.byteLength) : new Uint8Array(source));

/** Whether a registration's authenticator offers PRF. */
export function prfEnabled(clientExtensionResults: unknown): boolean {
  const parsed = prfResultsSchema.safeParse(clientExtensionResults);
  return parsed.success && parsed.data.prf?.enabled === true;
}

/** The ceremony's options with the PRF evaluation the backup's key needs. */
export function askingPrf<T extends { extensions?: object }>(options: T): T {
  return { ...options, extensions: { ...options.extensions, prf: { eval: { first: PRF_INPUT } } } };
}

/**
 * Splits a credential's answer into the PRF output it carries (32 bytes, when the authenticator gave
 * one) and the answer to send the services, which never carries it.
 */
export function takePrf<T extends { id: string; clientExtensionResults: object }>(answer: T): { answer: T; prf?: PasskeyPrf } {
  const parsed = prfResultsSchema.safeParse(answer.clientExtensionResults);
  const first = parsed.success ? parsed.data.prf?.results?.first : undefined;
  const { prf, ...others } = answer.clientExtensionResults as { prf?: { enabled?: boolean } };
  const kept = prf?.enabled === undefined ? others : { ...others, prf: { enabled: prf.enabled } };
  const sent = { ...answer, clientExtensionResults: kept };
  const output = first && bytesOf(first);
  return output?.length === 32 ? { answer: sent, prf: { credentialId: answer.id, output: output.slice() } } : { answer: sent };
}
