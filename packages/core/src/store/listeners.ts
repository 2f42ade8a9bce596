import { createListenerMiddleware } from '@reduxjs/toolkit';
import { addAccountListeners } from '../features/account/listeners.js';
import { addEmbeddedListeners } from '../features/embedded/listeners.js';
import { addModalListeners } from '../features/modal/listeners.js';
import { addSiwxListeners } from '../features/siwx/listeners.js';
import { addWalletsListeners } from '../features/wallets/listeners.js';
import { eventEmitted, type LatchEvent } from './events.js';
import type { LatchExtra, LatchStartListening } from './extra.js';

/** One Latch instance's listener middleware: each feature's reactions, and its events told to the dApp and to analytics. */
export function createLatchListeners(extra: LatchExtra, eventListeners: ReadonlySet<(event: LatchEvent) => void>) {
  // A reaction that fails must not fail the action that set it off, nor print in the dApp's console.
  const listeners = createListenerMiddleware({ extra, onError: () => undefined });
  const startListening = listeners.startListening as LatchStartListening;
  startListening({
    actionCreator: eventEmitted,
    effect: async ({ payload: event }) => {
      eventListeners.forEach((listener) => listener(event));
      (await extra.analytics()).track(event);
    },
  });
  addAccountListeners(startListening);
  addEmbeddedListeners(startListening);
  addSiwxListeners(startListening);
  addModalListeners(startListening);
  addWalletsListeners(startListening);
  return listeners;
}
