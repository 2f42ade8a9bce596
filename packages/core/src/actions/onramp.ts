import type { OnrampCurrency } from '../api/blockchainApi.js';
import type { OnrampProvider } from '../features/onramp/onrampSlice.js';
import {
  createOnrampUrl as createOnrampUrlThunk,
  loadOnramp as loadOnrampThunk,
  chooseOnrampCurrencies as chooseOnrampCurrenciesThunk,
  chooseOnrampProvider as chooseOnrampProviderThunk,
  setOnrampAmount as setOnrampAmountThunk,
} from '../features/onramp/onrampThunks.js';
import type { Latch } from '../createLatch.js';

/** The onramp (SPEC 4, 8, 9): providers and currencies, the amount and its quote, the provider's purchase page. */
export const loadOnramp = (latch: Latch) => latch.store.dispatch(loadOnrampThunk());
export const chooseOnrampProvider = (latch: Latch, name: OnrampProvider['name']) => latch.store.dispatch(chooseOnrampProviderThunk(name));
export const chooseOnrampCurrencies = (latch: Latch, choice: { purchaseCurrency?: OnrampCurrency; paymentCurrency?: OnrampCurrency }) =>
  latch.store.dispatch(chooseOnrampCurrenciesThunk(choice));
export const setOnrampAmount = (latch: Latch, amount: string) => latch.store.dispatch(setOnrampAmountThunk(amount));
export const createOnrampUrl = (latch: Latch) => latch.store.dispatch(createOnrampUrlThunk());
