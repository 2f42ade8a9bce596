import { useEffect, useState } from 'react';
import { messageOf, selectActiveNamespace, type Message, type OnrampState } from '@latch/core';
import { loadOnramp, chooseOnrampProvider, selectOnramp } from '@latch/core/internal';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';

export type OnrampLoad = { status: 'loading' } | { status: 'failed'; message: Message } | { status: 'ready'; onramp: OnrampState };

/**
 * Loads the onramp (core's providers for the namespace, then the options or their fallback) when
 * the view opens and again when the namespace changes. The first provider is picked for the person
 * when none is, so Continue names one at once; they may pick another.
 */
export function useOnramp(): OnrampLoad {
  const latch = useLatch();
  const onramp = useLatchSelector(selectOnramp);
  const namespace = useLatchSelector(selectActiveNamespace);
  const [failure, setFailure] = useState<{ namespace: string; message: Message }>();

  useEffect(() => {
    let live = true;
    loadOnramp(latch)
      .then(() => {
        if (!live) return;
        setFailure(undefined);
        const loaded = selectOnramp(latch.getState());
        const first = loaded?.providers[0];
        if (first && !loaded.selectedProvider) chooseOnrampProvider(latch, first.name);
      })
      .catch((error: unknown) => {
        if (live) setFailure({ namespace, message: messageOf(error) });
      });
    return () => {
      live = false;
    };
  }, [latch, namespace]);

  if (failure?.namespace === namespace) return { status: 'failed', message: failure.message };
  if (!onramp || onramp.loadingOptions) return { status: 'loading' };
  return { status: 'ready', onramp };
}
