import { loadAccountNames as loadNamesThunk, registerAccountName, resolveName as resolveNameThunk, suggestNames as suggestNamesThunk } from '../features/names/namesThunks.js';
import type { Latch } from '../createLatch.js';

/** Names (SPEC 4): register one for the active account, resolve one, suggest free ones, read the account's names. */
export const registerName = (latch: Latch, name: string) => latch.store.dispatch(registerAccountName(name));
export const resolveName = (latch: Latch, name: string) => latch.store.dispatch(resolveNameThunk(name));
export const suggestNames = (latch: Latch, name: string) => latch.store.dispatch(suggestNamesThunk(name));
export const loadAccountNames = (latch: Latch) => latch.store.dispatch(loadNamesThunk());
