// What the local onramp sells (SPEC 9): its destination currency on every network with a treasury
// (networks.ts), paid in USD or EUR within the card and bank limits, for a 1% provider fee and a
// small network fee.
import { HttpError } from '../../http/errors.js';

export const PAYMENT_CURRENCIES = [
  { id: 'USD', name: 'US Dollar', usd: 1 },
  { id: 'EUR', name: 'Euro', usd: 1.08 },
] as const;
export type PaymentCurrencyId = (typeof PAYMENT_CURRENCIES)[number]['id'];

/** SPEC 9's payment method limits, in the payment currency. */
export const PAYMENT_METHOD_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
] as const;
export const MIN_PAYMENT = 10;
export const MAX_PAYMENT = 25000;

/** The provider's fee: 1%, within SPEC 9's 1-2% range. */
export const PROVIDER_FEE_PERCENT = 1;
/** A flat network fee, in the payment currency. */
export const NETWORK_FEE = '0.10';

const cents = (amount: string) => {
  const [whole, fraction = ''] = amount.split('.');
  return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
};
const money = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;

export function checkPaymentRange(amount: number, currency: string): void {
  if (amount < MIN_PAYMENT || amount > MAX_PAYMENT) {
    throw new HttpError(400, `Invalid amount: must be from ${MIN_PAYMENT} to ${MAX_PAYMENT} ${currency}`, [`amount: must be from ${MIN_PAYMENT} to ${MAX_PAYMENT} ${currency}`]);
  }
}

/** The quote for paying `amount` (two decimals at most) of `currency` for `token` at `usdPrice` (more than 0). */
export function quoteFor(amount: string, currency: (typeof PAYMENT_CURRENCIES)[number], token: { symbol: string; decimals: number }, usdPrice: number) {
  checkPaymentRange(Number(amount), currency.id);
  const total = cents(amount);
  const providerFee = (total * BigInt(PROVIDER_FEE_PERCENT) + 99n) / 100n;
  const networkFee = cents(NETWORK_FEE);
  const subtotal = total - providerFee - networkFee;
  const tokens = ((Number(subtotal) / 100) * currency.usd) / usdPrice;
  const purchase = tokens.toFixed(Math.min(token.decimals, 6)).replace(/\.?0+$/, '');
  return {
    coinbaseFee: { amount: money(providerFee), currency: currency.id },
    networkFee: { amount: money(networkFee), currency: currency.id },
    paymentSubtotal: { amount: money(subtotal), currency: currency.id },
    paymentTotal: { amount: money(total), currency: currency.id },
    purchaseAmount: { amount: purchase, currency: token.symbol },
  };
}
