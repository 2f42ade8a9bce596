import { useEffect } from 'react';
import { useLatch } from '../context/LatchContext.js';
import { AFTER_OPEN_MS, whenIdle } from './whenIdle.js';

/**
 * While a view that lists WalletConnect is open, its pairing is made ahead (once the view has
 * painted), so the QR code shows the moment the person picks it.
 */
export function usePreparedPairing(enabled: boolean): void {
  const latch = useLatch();
  useEffect(() => (enabled ? whenIdle(() => void import('./pairingAction.js').then(({ preparePairing }) => preparePairing(latch)), AFTER_OPEN_MS) : undefined), [latch, enabled]);
}
