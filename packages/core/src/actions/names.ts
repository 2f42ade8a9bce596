import { fetchNameAddress, fetchNameSuggestions } from '../features/names/namesRequests.js';
import { loadAccountNames as loadNamesThunk, registerAccountName } from '../features/names/namesThunks.js';
import type { Latch } from '../createLatch.js';
import { unwrapRequest } from '../store/unwrapRequest.js';

/** Names (SPEC 4): register one for the active account, resolve one, suggest free ones, read the account's names. */
export const registerName = (latch: Latch, name: string) => latch.store.dispatch(registerAccountName(name));
export const resolveName = (latch: Latch, name: string) => unwrapRequest(latch.store.dispatch(fetchNameAddress(name)));
export const suggestNames = (latch: Latch, name: string) => unwrapRequest(latch.store.dispatch(fetchNameSuggestions(name)));
export const loadAccountNames = (latch: Latch) => latch.store.dispatch(loadNamesThunk());
