import type { OnrampCurrency } from '../../api/blockchainApi.js';
import { invalidAmount, onrampNeedsAccount, onrampNotAvailable, onrampAmountOutOfRange } from '../../errors/catalogue.js';
import { LatchError } from '../../errors/LatchError.js';
import type { LatchExtra } from '../../store/extra.js';
import type { Latch } from '../../createLatch.js';
import { availableOnrampProviders, paymentRange } from './onrampOptions.js';
import { fetchOnrampOptions, fetchOnrampQuote, fetchOnrampUrl } from './onrampRequests.js';
import { selectOnramp, type OnrampState } from './selectors.js';
import { onrampSlice, type OnrampProvider } from './onrampSlice.js';
import type { LatchState } from '../../store/rootReducer.js';
import { selectActiveAccount } from '../account/selectors.js';
import { selectActiveNetwork } from '../networks/selectors.js';
import type { Message } from '../../errors/message.js';
import { onTransactionStack, type TransactionCallbacks } from '../send/transactionStack.js';

const { actions } = onrampSlice;
const DECIMAL = /^\d+(\.\d+)?$/;

const emptyOnramp: OnrampState = { providers: [], purchaseCurrencies: [], paymentCurrencies: [], usingFallbackOptions: false, loadingOptions: false, loadingQuote: false };
const onrampOf = (state: LatchState): OnrampState => selectOnramp(state) ?? emptyOnramp;
const timeZoneOf = (extra: LatchExtra) => extra.platform.timeZone?.() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Opens the onramp's state: the providers for the active namespace, then the currencies from the
 * options call, or the built-in fallback when it fails (SPEC 8). The person buys the active
 * namespace's destination currency (SOL on Solana, else USDC) with USD unless they pick otherwise.
 */
export const loadOnramp = (latch: Latch): Promise<void> =>
  latch.store.dispatch(async (dispatch, getState, extra) => {
    extra.injectSlice(onrampSlice);
    const state = getState();
    const namespace = state.networks.activeNamespace;
    dispatch(actions.openedFor(namespace));
    dispatch(actions.providersSet(availableOnrampProviders(state.options.remoteFeatures.onramp, namespace, timeZoneOf(extra))));
    await dispatch(fetchOnrampOptions(namespace));
  });

/** Picks one of the providers offered; a name not offered changes nothing. */
export const chooseOnrampProvider = (latch: Latch, name: OnrampProvider['name']) => {
  if (onrampOf(latch.getState()).providers.some((p) => p.name === name)) latch.store.dispatch(actions.providerSelected(name));
};

/** Picks what to buy or what to pay with; the quote is asked again for the amount already typed. */
export const chooseOnrampCurrencies = (latch: Latch, choice: { purchaseCurrency?: OnrampCurrency; paymentCurrency?: OnrampCurrency }): Promise<void> =>
  latch.store.dispatch(async (dispatch, getState) => {
    dispatch(actions.currenciesSelected(choice));
    const amount = onrampOf(getState()).paymentAmount;
    if (amount) await setOnrampAmount(latch, amount);
  });

/** The currency's network that is the active one (by its id), else its first. */
function onrampNetworkOf(currency: OnrampCurrency, state: LatchState) {
  const active = selectActiveNetwork(state);
  return currency.networks?.find((n) => n.chain_id === String(active?.id)) ?? currency.networks?.[0];
}

function amountError(amount: string, currency: OnrampCurrency | undefined): Message | undefined {
  if (amount === '') return undefined;
  if (!DECIMAL.test(amount) || Number(amount) <= 0) return invalidAmount;
  const range = paymentRange(currency);
  if (range && (Number(amount) < range.min || Number(amount) > range.max)) return onrampAmountOutOfRange(range.minText, range.maxText, currency!.id);
  return undefined;
}

/** The amount to pay, checked against the payment method limits, then quoted; a failed quote call falls back to a mocked quote (SPEC 8). */
export const setOnrampAmount = (latch: Latch, input: string): Promise<void> =>
  latch.store.dispatch(async (dispatch, getState, extra) => {
    extra.injectSlice(onrampSlice);
    const amount = input.trim();
    const checked = () => {
      const { paymentCurrency } = onrampOf(getState());
      const error = amountError(amount, paymentCurrency);
      dispatch(actions.paymentAmountSet({ amount, error }));
      return error;
    };
    // The field shows the amount at once, checked against the limits shown.
    let error = checked();
    // The fallback's currencies name networks the services do not sell on, so a quote asked with them
    // fails for good: while they stand in, each amount asks the options again (only a failed call is
    // sent again), and a recovered service's currencies and limits replace them, the picks kept by id.
    const namespace = getState().onramp?.namespace;
    if (onrampOf(getState()).usingFallbackOptions && namespace) {
      await dispatch(fetchOnrampOptions(namespace));
      // A later keystroke asks for its own quote.
      if (onrampOf(getState()).paymentAmount !== amount) return;
      error = checked();
    }
    const { paymentCurrency, purchaseCurrency } = onrampOf(getState());
    if (error || amount === '' || !paymentCurrency || !purchaseCurrency) return;
    const network = selectActiveNetwork(getState());
    await dispatch(fetchOnrampQuote({ amount, purchaseCurrency, paymentCurrency, network: onrampNetworkOf(purchaseCurrency, getState())?.name ?? network?.name ?? '' }));
  });

/**
 * The selected provider's purchase page for the active account (SPEC 7, generators/onrampurl):
 * its address as destination and partner user id, the buy experience, the amounts. The purchase
 * itself ends on the provider's page, so the onramp's place on the transaction stack ends with
 * the page: `callbacks` hear its success or error.
 */
export const createOnrampUrl = (latch: Latch, callbacks: TransactionCallbacks = {}): Promise<string> =>
  latch.store.dispatch(async (dispatch, getState) => {
    const state = getState();
    const onramp = onrampOf(state);
    const account = selectActiveAccount(state);
    if (!account?.address) throw new LatchError(onrampNeedsAccount);
    if (!onramp.selectedProvider || !onramp.purchaseCurrency) throw new LatchError(onrampNotAvailable);
    const blockchains = (onramp.purchaseCurrency.networks ?? []).map((n) => n.name);
    const defaultNetwork = onrampNetworkOf(onramp.purchaseCurrency, state)?.name;
    return onTransactionStack(dispatch, callbacks, async () => {
      const result = await dispatch(
        fetchOnrampUrl({
          destinationWallets: [{ address: account.address!, blockchains, assets: [onramp.purchaseCurrency!.symbol] }],
          defaultNetwork,
          partnerUserId: account.address!,
          defaultExperience: 'buy',
          presetCryptoAmount: onramp.purchaseAmount ? Number(onramp.purchaseAmount) : undefined,
          presetFiatAmount: onramp.paymentAmount ? Number(onramp.paymentAmount) : undefined,
        }),
      );
      if (fetchOnrampUrl.rejected.match(result)) throw new LatchError(result.payload ?? onrampNotAvailable, { details: onramp.selectedProvider });
      return result.payload;
    });
  });
