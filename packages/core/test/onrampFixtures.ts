const limits = [{ id: 'card', min: '20.00', max: '5000.00' }];
const currency = (id: string) => ({ id, name: id, symbol: id, payment_method_limits: limits });

/** Answers of the onramp endpoints as the services give them. */
export const onrampAnswers = {
  options: {
    paymentCurrencies: [currency('EUR'), currency('USD'), currency('GBP')],
    purchaseCurrencies: [
      { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [{ name: 'ethereum', chain_id: '1' }] },
      { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [{ name: 'ethereum', chain_id: '1' }, { name: 'base', chain_id: '8453' }] },
    ],
  },
  quote: {
    coinbaseFee: { amount: '2.5', currency: 'USD' },
    paymentSubtotal: { amount: '97.5', currency: 'USD' },
    paymentTotal: { amount: '100', currency: 'USD' },
    purchaseAmount: { amount: '97.5', currency: 'USDC' },
    quoteId: 'q-1',
  },
};
