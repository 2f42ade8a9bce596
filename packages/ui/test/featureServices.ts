import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { openAccount, type Answer, type Route } from './accountServices.js';

// Answers of the onramp and swap endpoints as the services give them (apps/services' onramp and
// convert routes), for the Buy and Swap views in jsdom.

const LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
];

export const ONRAMP_OPTIONS = {
  paymentCurrencies: [
    { id: 'USD', name: 'US Dollar', symbol: 'USD', payment_method_limits: LIMITS },
    { id: 'EUR', name: 'Euro', symbol: 'EUR', payment_method_limits: LIMITS },
  ],
  purchaseCurrencies: [{ id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [{ name: 'Latch Devnet', display_name: 'Latch Devnet', chain_id: '31337', contract_address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' }] }],
};

/** The services' quote: a 1% provider fee (rounded up to the cent) and a 0.10 network fee, USDC at 1 USD. */
export function onrampQuote(amount: string, currency = 'USD'): Answer {
  const cents = Math.round(Number(amount) * 100);
  const fee = Math.ceil(cents / 100);
  const money = (value: number) => ({ amount: (value / 100).toFixed(2), currency });
  return {
    body: {
      coinbaseFee: money(fee),
      networkFee: money(10),
      paymentSubtotal: money(cents - fee - 10),
      paymentTotal: money(cents),
      purchaseAmount: { amount: String((cents - fee - 10) / 100), currency: 'USDC' },
      quoteId: `quote-${amount}-${currency}`,
    },
  };
}

export const onrampRoutes = (extra: Record<string, Route> = {}): Record<string, Route> => ({
  '/v1/onramp/options': () => ({ body: ONRAMP_OPTIONS }),
  '/v1/onramp/quote': () => ({ status: 500, body: { message: 'no quote routed' } }),
  ...extra,
});

const token = (symbol: string, name: string, decimals: number, n: number) => ({ name, symbol, decimals, address: `eip155:1:0x${String(n).padStart(40, '0')}`, logoUri: '' });
export const SWAP_USDC = token('USDC', 'USD Coin', 6, 1);
export const SWAP_DAI = token('DAI', 'Dai Stablecoin', 18, 2);
export const SWAP_WETH = token('WETH', 'Wrapped Ether', 18, 3);

export const swapRoutes = (extra: Record<string, Route> = {}): Record<string, Route> => ({
  '/v1/convert/tokens': () => ({ body: { tokens: [SWAP_USDC, SWAP_DAI, SWAP_WETH] } }),
  '/v1/convert/gas-price': () => ({ body: { standard: '1000000000', fast: '2000000000', instant: '3000000000' } }),
  ...extra,
});

/**
 * The Account of a connected account over the fake services, then one of its feature buttons
 * clicked (Buy or Swap), as a person reaches these views. The account's tabs settle first: Tokens
 * shows `tokensSettled` (its empty state unless the portfolio has tokens).
 */
export async function openFeature(label: 'Buy' | 'Swap', options: Parameters<typeof openAccount>[0] & { tokensSettled?: string } = {}) {
  const setup = await openAccount(options);
  const user = userEvent.setup();
  await screen.findByText(options.tokensSettled ?? 'No tokens yet');
  await user.click(within(screen.getByRole('list', { name: 'Wallet features' })).getByRole('button', { name: label }));
  await screen.findByRole('dialog', { name: label });
  return { ...setup, user };
}
