// A person's wallet as the embedded wallet keeps it, through the real routes: a first device signs
// in by email, makes a key, and stores it sealed under the user's wrap key; a new device signs in
// and opens it again. The sealing stands in for the frame's (AES-256-GCM under the wrap key, the
// user id as associated data): to the services the ciphertext is opaque either way.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Wallet } from 'ethers';
import { z } from 'zod';
import { EMAIL_INTERVAL_MS } from '../src/index.js';
import type { AuthClient, TestClock } from './authHelpers.js';
import { FRAME_ORIGIN } from './helpers.js';

const IV_BYTES = 12;
const TAG_BYTES = 16;

const wrapKeyAnswer = z.object({ wrapKey: z.string() });
const backupAnswer = z.object({ ciphertext: z.string(), address: z.string() });

function seal(privateKey: string, wrapKey: string, userId: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(wrapKey, 'base64url'), iv).setAAD(Buffer.from(userId));
  return Buffer.concat([iv, cipher.update(privateKey, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64url');
}

function open(ciphertext: string, wrapKey: string, userId: string): string {
  const bytes = Buffer.from(ciphertext, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(wrapKey, 'base64url'), bytes.subarray(0, IV_BYTES)).setAAD(Buffer.from(userId));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
}

async function frameGet<T>(client: AuthClient, path: string, token: string, schema: z.ZodType<T>): Promise<T> {
  const answer = await client.call('GET', path, undefined, { origin: FRAME_ORIGIN, token });
  if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return schema.parse(answer.body);
}

/** A device id of `email`'s own (device ids take no `@`). */
export const deviceOf = (email: string, device: string) => `${email.replace(/[^A-Za-z0-9]/g, '-')}-${device}`;

export interface BackedUpWallet {
  email: string;
  userId: string;
  /** The wallet's address, as the backup names it. */
  address: string;
  /** The first device's session. */
  token: string;
}

/** `email` signs in on a first device, makes a wallet and stores its backup. */
export async function backUpNewWallet(client: AuthClient, clock: TestClock, email: string): Promise<BackedUpWallet> {
  clock.advance(EMAIL_INTERVAL_MS);
  const { token, user } = await client.login(email, deviceOf(email, 'first'));
  const { wrapKey } = await frameGet(client, '/auth/v1/key-backup/wrap-key', token, wrapKeyAnswer);
  const wallet = Wallet.createRandom();
  const stored = await client.call('PUT', '/auth/v1/key-backup', { ciphertext: seal(wallet.privateKey, wrapKey, user.userId), address: wallet.address }, { origin: FRAME_ORIGIN, token });
  if (stored.status !== 200) throw new Error(`PUT key-backup answered ${stored.status}: ${JSON.stringify(stored.body)}`);
  return { email, userId: user.userId, address: wallet.address, token };
}

/** `email` signs in on `deviceId`, reads the wrap key and the backup, and opens it: the address of the wallet it holds. */
export async function recoverWallet(client: AuthClient, clock: TestClock, email: string, deviceId: string): Promise<string> {
  clock.advance(EMAIL_INTERVAL_MS);
  const { token, user } = await client.login(email, deviceId);
  const { wrapKey } = await frameGet(client, '/auth/v1/key-backup/wrap-key', token, wrapKeyAnswer);
  const backup = await frameGet(client, '/auth/v1/key-backup', token, backupAnswer);
  const address = new Wallet(open(backup.ciphertext, wrapKey, user.userId)).address;
  if (address !== backup.address) throw new Error(`the backup of ${email} opened to ${address}, not the ${backup.address} it names`);
  return address;
}
