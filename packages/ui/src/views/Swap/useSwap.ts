import { useEffect, useState } from 'react';
import { messageOf, selectActiveNetwork, type Message, type SwapState } from '@latch/core';
import { loadSwap, selectSwap, swapsNetworkNotSupported } from '@latch/core/internal';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';
import { useMessages } from '../../i18n/useMessages.js';
import { swapMessages } from './messages.js';

export type SwapLoad =
  | { status: 'loading' }
  | { status: 'unsupported'; networkName: string }
  | { status: 'failed'; message: Message; retry(): void }
  | { status: 'ready'; swap: SwapState };

/**
 * Loads the swap (core's tokens and gas price of the active network) when the view opens and on
 * every network change. Core refuses a network that offers no swaps; that refusal is this view's
 * state, not only a message in passing. Nothing shows as ready until the load for this network
 * ended, so tokens of the network before never appear under the new one.
 */
export function useSwap(): SwapLoad {
  const latch = useLatch();
  const t = useMessages(swapMessages);
  const swap = useLatchSelector(selectSwap);
  const network = useLatchSelector(selectActiveNetwork);
  const networkId = network?.caipNetworkId;
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<{ networkId?: string; attempt: number; error?: Message }>();

  useEffect(() => {
    let live = true;
    loadSwap(latch).then(
      () => live && setOutcome({ networkId, attempt }),
      (error: unknown) => live && setOutcome({ networkId, attempt, error: messageOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [latch, networkId, attempt]);

  const current = outcome && outcome.networkId === networkId && outcome.attempt === attempt ? outcome : undefined;
  const retry = () => setAttempt((n) => n + 1);
  if (current?.error?.id === swapsNetworkNotSupported.id) return { status: 'unsupported', networkName: network?.name ?? t('swap.thisNetwork') };
  if (current?.error) return { status: 'failed', message: current.error, retry };
  if (!current || !swap || swap.loadingTokens) return { status: 'loading' };
  if (swap.tokens.length === 0) return { status: 'failed', message: swap.error ?? { text: t('swap.noTokens') }, retry };
  return { status: 'ready', swap };
}
