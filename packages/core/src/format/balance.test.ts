import { floorBalance, formatBalance, localDecimal } from './balance.js';

describe('balance display (SPEC 9: floors to 3 decimals)', () => {
  it.each([
    ['1.23456', '1.234'],
    ['1.2399999', '1.239'],
    ['0.0009', '0'],
    ['10000', '10000'],
    ['10000.5', '10000.5'],
    ['0.100', '0.1'],
    ['007.0019', '7.001'],
    ['.5', '0.5'],
    ['9999.9999', '9999.999'],
    ['-1.23456', '-1.234'],
  ])('floors %s to %s', (input, expected) => {
    expect(floorBalance(input)).toBe(expected);
  });

  it('never rounds up, even where a float would', () => {
    expect(floorBalance('0.9999999999999999999')).toBe('0.999');
    expect(floorBalance('123456789012345678901.9999')).toBe('123456789012345678901.999');
  });

  it('reads anything that is not a plain decimal as 0', () => {
    for (const input of ['', 'abc', '1e18', '1.2.3', undefined]) expect(floorBalance(input)).toBe('0');
  });

  it('takes another number of decimals', () => {
    expect(floorBalance('1.23456', 2)).toBe('1.23');
  });

  it('joins the symbol', () => {
    expect(formatBalance('10000.123456', 'ETH')).toBe('10000.123 ETH');
    expect(formatBalance('1.5', undefined)).toBe('1.5');
    expect(formatBalance(undefined, 'ETH')).toBeUndefined();
  });

  it("writes the amount in the locale's digits and decimal sign, exactly and ungrouped", () => {
    expect(formatBalance('10000.123456', 'ETH', 'fr')).toBe('10000,123 ETH');
    expect(formatBalance('1.5', 'ETH', 'ar-EG')).toBe('١٫٥ ETH');
    expect(localDecimal('123456789012345678901.999', 'en')).toBe('123456789012345678901.999');
    expect(localDecimal('0.000000000000000001', 'fr')).toBe('0,000000000000000001');
  });
});
