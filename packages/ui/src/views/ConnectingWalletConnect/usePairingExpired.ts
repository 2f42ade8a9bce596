import { useEffect, useState } from 'react';
import { PAIRING_EXPIRY_MARGIN_MS } from '@latch/core/internal';
import { useLatchClock } from '../../hooks/useLatchClock.js';

/** Whether the pairing expiring at `expiry` (clock time) is spent: SPEC 9 treats it as expired 10 s early. */
export function usePairingExpired(expiry: number | undefined): boolean {
  const clock = useLatchClock();
  const [expiredAt, setExpiredAt] = useState<number>();
  useEffect(() => {
    if (expiry === undefined) return;
    const handle = clock.setTimeout(() => setExpiredAt(expiry), Math.max(0, expiry - PAIRING_EXPIRY_MARGIN_MS - clock.now()));
    return () => clock.clearTimeout(handle);
  }, [clock, expiry]);
  // A new pairing brings a new expiry, so an earlier one's timeout no longer counts.
  return expiry !== undefined && expiredAt === expiry;
}
