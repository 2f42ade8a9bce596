// This browser's device id for the services' device approval: made by the frame once and kept
// in the frame origin's storage (`@appkit-wallet/deviceId`).
import * as z from 'zod/mini';
import type { FrameStorage } from '../storage.js';

export const DEVICE_ID_KEY = 'deviceId';
const deviceIdSchema = z.string().check(z.regex(/^[A-Za-z0-9._:-]{1,128}$/));

export function deviceId(storage: FrameStorage): string {
  const kept = storage.read(DEVICE_ID_KEY, deviceIdSchema);
  if (kept) return kept;
  const made = crypto.randomUUID();
  try {
    storage.write(DEVICE_ID_KEY, made);
  } catch {
    // Without storage every visit is a new device: the email then asks to approve it each time.
  }
  return made;
}
