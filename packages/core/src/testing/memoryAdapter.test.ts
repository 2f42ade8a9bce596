import { createAdapterContext } from '../adapter/adapterContext.js';
import { systemClock } from '../clock/clock.js';
import { memoryAdapter, testNetwork } from './memoryAdapter.js';

describe('memoryAdapter and ChainAdapter.init', () => {
  it('keeps what each init was given, the latest as its context', () => {
    const wallet = memoryAdapter();
    expect(wallet.context()).toBeUndefined();
    wallet.adapter.init!(createAdapterContext({ projectId: 'first', clock: systemClock }));
    const metadata = { name: 'Shop', description: 'A shop', url: 'https://shop.test', icons: [] };
    wallet.adapter.init!(createAdapterContext({ projectId: 'second', metadata, clock: systemClock }));
    expect(wallet.contexts.map((c) => c.projectId)).toEqual(['first', 'second']);
    expect(wallet.context()).toMatchObject({ projectId: 'second', metadata, clock: systemClock });
  });

  it('works without init by default, as tests that drive it by hand expect', async () => {
    const wallet = memoryAdapter();
    await expect(wallet.adapter.connect({ connectorId: 'io.test' })).resolves.toMatchObject({ chainId: 31337 });
  });

  it('with requireInit, refuses every other call until init', async () => {
    const wallet = memoryAdapter({ requireInit: true });
    expect(() => wallet.adapter.watchConnectors(() => {})).toThrow('used before init');
    expect(() => wallet.adapter.subscribe(() => {})).toThrow('used before init');
    await expect(wallet.adapter.connect({ connectorId: 'io.test' })).rejects.toThrow('used before init');
    await expect(wallet.adapter.getBalance({ address: '0x1', network: testNetwork })).rejects.toThrow('used before init');
    expect(wallet.calls).toEqual([]);

    wallet.adapter.init!(createAdapterContext({ projectId: 'shop', clock: systemClock }));
    await expect(wallet.adapter.connect({ connectorId: 'io.test' })).resolves.toMatchObject({ chainId: 31337 });
    expect(wallet.calls).toEqual(['connect:io.test']);
  });
});
