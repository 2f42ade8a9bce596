import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_EXPIRY_MS } from '../../constants.js';
import type { Platform } from '../../store/extra.js';
import type { LatchState } from '../../store/rootReducer.js';

/** When a pairing made at `now` expires (SPEC 9: 4 minutes). */
export const pairingExpiryFrom = (now: number) => now + PAIRING_EXPIRY_MS;

/**
 * SPEC 4: on Telegram or iOS Safari the WalletConnect pairing is reused (opening the wallet again
 * must not wait for a new one) until it is within 10 s of its expiry. Elsewhere a new one is made.
 */
export function canReusePairing(state: LatchState, now: number, platform: Platform): boolean {
  const { wcUri, wcPairingExpiry } = state.connection;
  if (!wcUri || wcPairingExpiry === undefined) return false;
  if (!platform.isTelegram() && !platform.isIosSafari()) return false;
  return now < wcPairingExpiry - PAIRING_EXPIRY_MARGIN_MS;
}
