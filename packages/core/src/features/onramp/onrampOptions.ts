import type { OnrampCurrency, OnrampQuote } from '../../api/blockchainApi.js';
import { servicesOn } from '../../api/serviceSupport.js';
import { ONRAMP_DEFAULT_PURCHASE_TOKEN, ONRAMP_FALLBACK_LIMITS, ONRAMP_PAYMENT_CURRENCIES, ONRAMP_PROVIDERS, ONRAMP_RESTRICTED_TIMEZONES, ONRAMP_SDK_CHAINS } from '../../tradingConstants.js';
import type { OnrampProvider } from './onrampSlice.js';

const CURRENCY_NAMES: Record<(typeof ONRAMP_PAYMENT_CURRENCIES)[number], string> = { USD: 'US Dollar', EUR: 'Euro' };

/** What the onramp offers when its options cannot be read (SPEC 8 and 9): USD and EUR with the fallback limits, USDC and SOL to buy. */
export function fallbackOnrampOptions(): { purchaseCurrencies: OnrampCurrency[]; paymentCurrencies: OnrampCurrency[] } {
  const limits = ONRAMP_FALLBACK_LIMITS.map((limit) => ({ ...limit }));
  return {
    paymentCurrencies: ONRAMP_PAYMENT_CURRENCIES.map((id) => ({ id, name: CURRENCY_NAMES[id], symbol: id, payment_method_limits: limits })),
    purchaseCurrencies: [
      { id: ONRAMP_DEFAULT_PURCHASE_TOKEN, name: 'USD Coin', symbol: ONRAMP_DEFAULT_PURCHASE_TOKEN, networks: ONRAMP_SDK_CHAINS.map((name) => ({ name, chain_id: name })) },
      { id: 'SOL', name: 'Solana', symbol: 'SOL', networks: [{ name: 'solana', chain_id: 'solana' }] },
    ],
  };
}

/**
 * The providers offered for a namespace (SPEC 9): those the remote features name, supporting the
 * namespace; none at all in the restricted timezones.
 */
export function availableOnrampProviders(remote: readonly string[], namespace: string, timeZone: string): OnrampProvider[] {
  if ((ONRAMP_RESTRICTED_TIMEZONES as readonly string[]).includes(timeZone)) return [];
  if (!servicesOn(namespace).onramp) return [];
  return ONRAMP_PROVIDERS.filter((p) => remote.includes(p.name) && (p.supportedChains as readonly string[]).includes(namespace)).map((p) => ({
    ...p,
    supportedChains: [...p.supportedChains],
  }));
}

/** The range a payment currency allows, across its payment methods; undefined when it names none. */
export function paymentRange(currency: OnrampCurrency | undefined): { min: number; max: number; minText: string; maxText: string } | undefined {
  const limits = currency?.payment_method_limits ?? [];
  if (!limits.length) return undefined;
  const min = limits.reduce((a, b) => (Number(b.min) < Number(a.min) ? b : a));
  const max = limits.reduce((a, b) => (Number(b.max) > Number(a.max) ? b : a));
  return { min: Number(min.min), max: Number(max.max), minText: min.min, maxText: max.max };
}

/** The quote the onramp shows when the quote call fails (SPEC 8): the amount itself, no fees. */
export function mockedOnrampQuote(amount: string, paymentCurrency: string, purchaseCurrency: string): OnrampQuote {
  const money = (currency: string) => ({ amount, currency });
  return { paymentSubtotal: money(paymentCurrency), paymentTotal: money(paymentCurrency), purchaseAmount: money(purchaseCurrency), quoteId: 'mocked-quote-id' };
}
