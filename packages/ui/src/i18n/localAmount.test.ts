import { localAmount, localBalance } from './localAmount.js';

describe('localAmount', () => {
  it('keeps every digit written, in the locale’s decimal sign, ungrouped', () => {
    expect(['10.00', '25000.00', '19.7', '7'].map((amount) => localAmount(amount, 'en'))).toEqual(['10.00', '25000.00', '19.7', '7']);
    expect(['10.00', '25000.00', '-0.5'].map((amount) => localAmount(amount, 'fr'))).toEqual(['10,00', '25000,00', '-0,5']);
  });

  it('leaves what is not a plain decimal as it is', () => {
    expect(['', '1e5', '1,5', 'abc'].map((amount) => localAmount(amount, 'fr'))).toEqual(['', '1e5', '1,5', 'abc']);
  });
});

describe('localBalance', () => {
  it('floors a balance as the lists do, in the locale, with its symbol', () => {
    expect(localBalance('1000.256', 'USDC', 'en')).toBe('1000.25 USDC');
    expect(localBalance('1000.256', 'USDC', 'fr')).toBe('1000,25 USDC');
  });
});
