import { systemClock } from '../clock/clock.js';
import { createAdapterContext } from './adapterContext.js';
import { lazyAdapter, type AdapterHost } from './lazyAdapter.js';
import type { AdapterEvent, ConnectorInfo } from './types.js';

const WALLET: ConnectorInfo = { id: 'keplr', name: 'Keplr', type: 'INJECTED', chain: 'cosmos' };
const REMOTE: ConnectorInfo = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'cosmos' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** An adapter on the kit whose body is made by hand: `load` counts its loads and can fail on demand. */
function setup(options: { failLoads?: number; early?: boolean } = {}) {
  let failures = options.failLoads ?? 0;
  let host: AdapterHost | undefined;
  const stopEarly = jest.fn();
  const stopBody = jest.fn();
  const body = {
    watchConnectors: jest.fn((onChange: (connectors: ConnectorInfo[]) => void, early: { stop(): void } | undefined) => {
      onChange(early ? [REMOTE, WALLET] : [WALLET]);
      return stopBody;
    }),
    connect: jest.fn(async ({ connectorId }: { connectorId: string }) => ({ address: `cosmos1${connectorId}`, chainId: 'cosmoshub-4' })),
    getBalance: jest.fn(async () => ({ balance: '1.5', symbol: 'ATOM' })),
  };
  const load = jest.fn(async () => {
    if (failures-- > 0) throw new Error('chunk failed');
    return body;
  });
  const init = jest.fn();
  const adapter = lazyAdapter((given) => {
    host = given;
    return {
      namespace: 'cosmos',
      rules: { label: 'Cosmos', address: 'cosmos1[a-z0-9]{38}', sends: 'native' },
      load,
      delegated: ['connect', 'getBalance'] as const,
      init,
      watchEarly: options.early
        ? (onChange: (connectors: ConnectorInfo[]) => void) => {
            onChange([REMOTE]);
            return { stop: stopEarly };
          }
        : undefined,
      reconnect: async () => undefined,
      disconnect: async () => undefined,
      switchNetwork: async () => undefined,
      signMessage: async () => 'signature',
      send: async () => 'hash',
    };
  });
  return { adapter, host: host!, body, load, init, stopEarly, stopBody };
}

describe('lazyAdapter', () => {
  it('is the shell it was given, and loads nothing until core watches or a method needs the body', async () => {
    const { adapter, load } = setup();
    expect(adapter).toMatchObject({ namespace: 'cosmos', rules: { address: 'cosmos1[a-z0-9]{38}', sends: 'native' } });
    await expect(adapter.signMessage({ message: 'hi', address: 'a' })).resolves.toBe('signature');
    expect(load).not.toHaveBeenCalled();
  });

  it("keeps the instance's context for the host, then runs the shell's init with it and the body's loader", async () => {
    const { adapter, host, init, load, body } = setup();
    expect(host.context()).toBeUndefined();
    const context = createAdapterContext({ projectId: 'shop', clock: systemClock });
    adapter.init!(context);
    expect(host.context()).toBe(context);
    expect(init).toHaveBeenCalledWith(context, expect.any(Function));
    expect(load).not.toHaveBeenCalled();
    await expect(init.mock.calls[0][1]()).resolves.toBe(body);
  });

  it('asks the body, loaded once, for every delegated method, with the same parameters', async () => {
    const { adapter, body, load } = setup();
    await expect(adapter.connect({ connectorId: 'keplr' })).resolves.toEqual({ address: 'cosmos1keplr', chainId: 'cosmoshub-4' });
    const network = { id: 'cosmoshub-4' } as never;
    await expect(adapter.getBalance({ address: 'cosmos1keplr', network })).resolves.toEqual({ balance: '1.5', symbol: 'ATOM' });
    expect(body.getBalance).toHaveBeenCalledWith({ address: 'cosmos1keplr', network });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again at the next need', async () => {
    const { adapter, load } = setup({ failLoads: 1 });
    await expect(adapter.connect({ connectorId: 'keplr' })).rejects.toThrow('chunk failed');
    await expect(adapter.connect({ connectorId: 'keplr' })).resolves.toMatchObject({ address: 'cosmos1keplr' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("lists early at once, then hands the body's watch what started early; the stop reaches the body's", async () => {
    const { adapter, body, stopEarly, stopBody } = setup({ early: true });
    const lists: string[][] = [];
    const stop = adapter.watchConnectors((connectors) => lists.push(connectors.map((c) => c.id)));
    expect(lists).toEqual([['walletConnect']]);
    await settle();
    expect(lists).toEqual([['walletConnect'], ['walletConnect', 'keplr']]);
    expect(body.watchConnectors).toHaveBeenCalledWith(expect.any(Function), { stop: stopEarly });
    stop();
    expect(stopBody).toHaveBeenCalledTimes(1);
    expect(stopEarly).not.toHaveBeenCalled();
  });

  it('stops what started early when the watch ends before the body came, and never starts the body watching', async () => {
    const { adapter, body, stopEarly } = setup({ early: true });
    const stop = adapter.watchConnectors(() => undefined);
    stop();
    expect(stopEarly).toHaveBeenCalledTimes(1);
    await settle();
    expect(body.watchConnectors).not.toHaveBeenCalled();
  });

  it('leaves the early list when the body fails to load; a connect loads it again', async () => {
    const { adapter, load, stopEarly } = setup({ early: true, failLoads: 1 });
    const lists: string[][] = [];
    const stop = adapter.watchConnectors((connectors) => lists.push(connectors.map((c) => c.id)));
    await settle();
    expect(lists).toEqual([['walletConnect']]);
    await expect(adapter.connect({ connectorId: 'keplr' })).resolves.toMatchObject({ address: 'cosmos1keplr' });
    expect(load).toHaveBeenCalledTimes(2);
    stop();
    expect(stopEarly).toHaveBeenCalledTimes(1);
  });

  it("tells the adapter's subscribers what the host emits, until they unsubscribe", () => {
    const { adapter, host } = setup();
    const heard: AdapterEvent[] = [];
    const unsubscribe = adapter.subscribe((event) => heard.push(event));
    host.emit({ type: 'disconnect' });
    unsubscribe();
    host.emit({ type: 'disconnect' });
    expect(heard).toEqual([{ type: 'disconnect' }]);
  });
});
