import { useCallback, useEffect, useRef, useState } from 'react';
import { connect, LatchError, messageOf, type Clock, type Latch, type Message } from '@latch/core';
import { canReusePairing, chainNotSupported, selectPairingExpiry, selectWalletConnectConnector, selectWalletConnectUri } from '@latch/core/internal';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';
import { useLatchClock } from '../../hooks/useLatchClock.js';
import { usePairingExpired } from './usePairingExpired.js';

export type PairingStatus = 'waiting' | 'declined' | 'expired';

export interface Pairing {
  status: PairingStatus;
  /** The URI of this attempt's pairing; undefined until it arrives. */
  uri?: string;
  /** Why the wallet refused, when declined. */
  error?: Message;
  /** Starts a new attempt, hence a new pairing URI. */
  retry(): void;
}

interface Attempt {
  declined?: Message;
  /** A URI left from an earlier attempt: not shown while this one waits for its own. */
  staleUri?: string;
}

/** The URI already in state is this attempt's too only where core offers the same pairing again (SPEC 4). */
function freshAttempt(latch: Latch, clock: Clock): Attempt {
  const state = latch.getState();
  const uri = selectWalletConnectUri(state);
  return { staleUri: uri && !canReusePairing(state, clock.now(), latch.platform) ? uri : undefined };
}

/**
 * Starts a WalletConnect connection once when mounted and follows it: the pairing URI to show,
 * a refusal, an expired pairing. Core closes the modal when the wallet approves.
 */
export function usePairing(): Pairing {
  const latch = useLatch();
  const clock = useLatchClock();
  const storeUri = useLatchSelector(selectWalletConnectUri);
  const storeExpiry = useLatchSelector(selectPairingExpiry);
  const [attempt, setAttempt] = useState<Attempt>(() => freshAttempt(latch, clock));
  const latest = useRef(0);
  const started = useRef(false);

  const begin = useCallback(() => {
    const id = ++latest.current;
    const isLatest = () => id === latest.current;
    // The namespace's WalletConnect connector, by its type: its id is the adapter's own.
    const connector = selectWalletConnectConnector(latch.getState());
    const connecting = connector ? connect(latch, { connectorId: connector.id }) : Promise.reject(new LatchError(chainNotSupported));
    connecting.catch((error: unknown) => {
      if (isLatest()) setAttempt({ declined: messageOf(error) });
    });
  }, [latch]);

  // StrictMode mounts effects twice; refs survive that, so one pairing is started, not two.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    begin();
  }, [begin]);

  const retry = useCallback(() => {
    setAttempt(freshAttempt(latch, clock));
    begin();
  }, [latch, clock, begin]);

  const uri = storeUri !== attempt.staleUri ? storeUri : undefined;
  const expired = usePairingExpired(uri ? storeExpiry : undefined);
  if (attempt.declined !== undefined) return { status: 'declined', error: attempt.declined, retry };
  if (expired) return { status: 'expired', retry };
  return { status: 'waiting', uri, retry };
}
