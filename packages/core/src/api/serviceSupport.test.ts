import { servicesOn } from './serviceSupport.js';

describe('what the services offer per namespace (SPEC 9)', () => {
  const offering = (service: 'balance' | 'names' | 'activity' | 'gasPrice') => ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'].filter((ns) => servicesOn(ns)[service]);

  it("has SPEC 9's chain support: balance on eip155 and solana, names and activity on eip155", () => {
    expect(offering('balance')).toEqual(['eip155', 'solana']);
    expect(offering('names')).toEqual(['eip155']);
    expect(offering('activity')).toEqual(['eip155']);
    expect(offering('gasPrice')).toEqual(['eip155', 'solana']);
  });

  it('offers the onramp on eip155 and solana, buying SOL on solana and USDC on eip155', () => {
    expect(['eip155', 'solana', 'bip122'].map((ns) => servicesOn(ns).onramp?.destinationCurrency)).toEqual(['USDC', 'SOL', undefined]);
  });

  it('offers nothing on a namespace it does not name, whatever its name', () => {
    for (const namespace of ['tron', 'constructor', '__proto__', 'toString']) expect(servicesOn(namespace)).toEqual({ balance: false, names: false, activity: false, gasPrice: false });
  });
});
