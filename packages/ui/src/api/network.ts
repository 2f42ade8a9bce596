import { useCallback } from 'react';
import { selectNetwork, switchNetwork, type CaipNetwork, type LatchNetwork } from '@latch/core';
import { useLatch, useLatchSelector } from '../context/LatchContext.js';

/** The active network, the configured ones, and a switch (SPEC 4: the wallet is asked first when connected). */
export function useLatchNetwork(): LatchNetwork & { switchNetwork(network: CaipNetwork): Promise<void> } {
  const latch = useLatch();
  const state = useLatchSelector(selectNetwork);
  const switchTo = useCallback((network: CaipNetwork) => switchNetwork(latch, network), [latch]);
  return { ...state, switchNetwork: switchTo };
}
