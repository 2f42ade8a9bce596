import type { ChainNamespace } from '../caip/namespaces.js';
import { switchPreferredAccountType } from '../features/embedded/accountTypeThunks.js';
import type { Latch } from '../createLatch.js';

/** Switches the auth connector's account type, reconnecting on the new account (SPEC 4). */
export const setPreferredAccountType = (latch: Latch, type: 'eoa' | 'smartAccount', namespace?: ChainNamespace) =>
  latch.store.dispatch(switchPreferredAccountType(type, namespace));
