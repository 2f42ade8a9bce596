import { testLatch } from '../test/setup.js';
import { systemClock } from './clock/clock.js';
import { createLatch } from './createLatch.js';
import { ErrorMessages, LatchMessages } from './errors/catalogue.js';
import { LatchError, messageOf } from './errors/LatchError.js';
import { errorMessage } from './errors/errorMessage.js';
import { selectActiveNetwork } from './features/networks/selectors.js';
import { memoryAdapter, testMainnet as mainnet, testNetwork as devnet } from './testing/memoryAdapter.js';
import { EIP4361_PROFILE } from './siwx/profiles.js';
import { mainnet as catalogueMainnet } from './chains/mainnet.js';
import { DEFAULT_CHAIN } from './constants.js';
import { flush } from '../test/flush.js';

describe('createLatch', () => {
  it.each([
    ['omitted', {}],
    ['an empty array', { networks: [] }],
  ])('opens on SPEC 9\'s default chain, the catalogue\'s Ethereum, when networks are %s', async (_case, networks) => {
    const { latch } = testLatch({ networks: undefined, ...networks });
    await flush();
    expect(selectActiveNetwork(latch.getState())).toEqual(catalogueMainnet);
    expect(selectActiveNetwork(latch.getState())?.caipNetworkId).toBe(DEFAULT_CHAIN);
    expect(latch.getState().networks.networks).toEqual([catalogueMainnet]);
  });

  it('opens on the default network alone when it is the only one given', async () => {
    const { latch } = testLatch({ networks: undefined, defaultNetwork: devnet });
    await flush();
    expect(latch.getState().networks.networks).toEqual([devnet]);
  });

  it('refuses a default network that is not in the networks array', () => {
    expect(() => createLatch({ projectId: 'p', networks: [devnet], defaultNetwork: mainnet })).toThrow(ErrorMessages.networkNotFound.text);
  });

  it('refuses two adapters for one namespace', () => {
    const a = memoryAdapter();
    const b = memoryAdapter();
    expect(() => createLatch({ projectId: 'p', networks: [devnet], adapters: [a.adapter, b.adapter] })).toThrow(LatchError);
  });

  it('starts on the default network, with default features merged with config', () => {
    const latch = createLatch({ projectId: 'p', networks: [devnet, mainnet], defaultNetwork: mainnet, features: { send: false } });
    expect(selectActiveNetwork(latch.getState())?.caipNetworkId).toBe('eip155:1');
    expect(latch.getState().options.features).toEqual({
      receive: true,
      send: false,
      emailShowWallets: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      pay: false,
    });
  });

  it('orders wallet features onramp, swaps, receive, send by default, and as configured', () => {
    expect(createLatch({ projectId: 'p', networks: [devnet] }).getState().options.walletFeaturesOrder).toEqual(['onramp', 'swaps', 'receive', 'send']);
    expect(createLatch({ projectId: 'p', networks: [devnet], walletFeaturesOrder: ['send', 'receive'] }).getState().options.walletFeaturesOrder).toEqual(['send', 'receive']);
  });

  it('tells views the platform it was made for', () => {
    expect(testLatch({ mobile: true }).latch.platform.isMobile()).toBe(true);
    expect(testLatch({ telegram: true }).latch.platform.isMobile()).toBe(false);
  });

  it('tells views its clock: the config\'s, else the system\'s', () => {
    const { latch, clock } = testLatch();
    expect(latch.clock).toBe(clock);
    expect(createLatch({ projectId: 'p', networks: [devnet] }).clock).toBe(systemClock);
  });

  it('lists the connectors each adapter discovers', () => {
    const wallet = memoryAdapter();
    const latch = createLatch({ projectId: 'p', networks: [devnet], adapters: [wallet.adapter] });
    expect(latch.getState().connectors.connectors.map((c) => c.id)).toEqual(['io.test']);
  });
});

describe('adapters', () => {
  it('are each told the project id, the metadata, the clock, the networks and the log level once, before any other call (a memory adapter that refuses calls before init works)', () => {
    const evm = memoryAdapter({ requireInit: true });
    const solana = memoryAdapter({ namespace: 'solana', requireInit: true });
    const metadata = { name: 'Shop', description: 'A shop', url: 'https://shop.test', icons: [] };
    const clock = { now: () => 0, setTimeout: () => 0, clearTimeout: () => {} };
    const latch = createLatch({ projectId: 'shop', metadata, networks: [devnet], adapters: [evm.adapter, solana.adapter], clock, logLevel: 'debug' });
    for (const wallet of [evm, solana]) {
      expect(wallet.contexts).toHaveLength(1);
      expect(wallet.context()).toMatchObject({ projectId: 'shop', metadata, clock, networks: [devnet], logLevel: 'debug' });
    }
    // And nothing else of the config: not its storage, API addresses or the other adapters.
    expect(Object.keys(evm.context()!).sort()).toEqual(['clock', 'features', 'logLevel', 'metadata', 'networks', 'projectId', 'share', 'signal']);
    // One context for both, so what one adapter shares (a WalletConnect session, the wallet frame) the other finds.
    expect(evm.context()!.share('session', () => 'from evm')).toBe(solana.context()!.share('session', () => 'from solana'));
    expect(latch.getState().connectors.connectors.map((c) => c.chain)).toEqual(['eip155', 'solana']);
    latch.destroy();
  });

  it("are told the instance's lifetime: a signal that destroy() aborts, and that only", () => {
    const wallet = memoryAdapter();
    const other = memoryAdapter();
    const latch = createLatch({ projectId: 'p', networks: [devnet], adapters: [wallet.adapter] });
    const kept = createLatch({ projectId: 'p', networks: [devnet], adapters: [other.adapter] });
    const signal = wallet.context()!.signal!;
    expect(signal.aborted).toBe(false);
    latch.destroy();
    expect(signal.aborted).toBe(true);
    expect(other.context()!.signal!.aborted).toBe(false);
    kept.destroy();
  });

  it('declare their namespace to core: its label, its address rule and what it sends, kept as state', () => {
    const evm = memoryAdapter();
    const bitcoin = memoryAdapter({ namespace: 'bip122', rules: { label: 'Bitcoin', address: 'bc1[a-z0-9]{39,59}', sends: 'native' } });
    const { latch } = testLatch({ adapters: [evm.adapter, bitcoin.adapter] });
    expect(latch.getState().options.namespaceRules).toEqual({
      eip155: { label: 'EVM', address: '(0x)?[0-9a-fA-F]{40}', sends: 'tokens', signIn: EIP4361_PROFILE, accountType: 'smartAccount' },
      bip122: { label: 'Bitcoin', address: 'bc1[a-z0-9]{39,59}', sends: 'native' },
    });
  });

  it('are told nothing when the config is refused', () => {
    const wallet = memoryAdapter();
    expect(() => createLatch({ projectId: 'p', networks: [devnet], defaultNetwork: mainnet, adapters: [wallet.adapter] })).toThrow(ErrorMessages.networkNotFound.text);
    expect(wallet.context()).toBeUndefined();
  });

  it("are told the config's features as given (smartSessions, SPEC 7)", () => {
    const off = memoryAdapter();
    const on = memoryAdapter();
    const latches = [createLatch({ projectId: 'p', networks: [devnet], adapters: [off.adapter] }), createLatch({ projectId: 'p', networks: [devnet], adapters: [on.adapter], features: { smartSessions: true } })];
    expect(off.context()?.features).toBeUndefined();
    expect(on.context()?.features).toEqual({ smartSessions: true });
    latches.forEach((latch) => latch.destroy());
  });
});

describe('errorMessage', () => {
  it('uses the message of what was thrown, else "Unknown error"', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage('plain')).toBe('plain');
    expect(errorMessage({ message: 'rpc error', code: 4001 })).toBe('rpc error');
    expect(errorMessage(undefined)).toBe(ErrorMessages.unknown.text);
    expect(errorMessage(new Error(''))).toBe('Unknown error');
    expect(new LatchError({ text: 'short' }, { details: 'long' }).details).toBe('long');
  });
});

describe('LatchError', () => {
  it("carries its message's catalogue id and values", () => {
    const error = new LatchError(LatchMessages.tooManyDecimals(6), { details: 'USDC' });
    expect(error).toMatchObject({ name: 'LatchError', id: 'tooManyDecimals', values: [6], message: 'This token allows at most 6 decimals.', details: 'USDC' });
    expect(messageOf(error)).toEqual(LatchMessages.tooManyDecimals(6));
  });

  it('has no id for words of its own (a wallet\'s), and messageOf gives anything else thrown its words or "Unknown error"', () => {
    expect(new LatchError({ text: 'The wallet exploded.' }).id).toBeUndefined();
    expect(messageOf(new Error('boom'))).toEqual({ text: 'boom' });
    expect(messageOf(undefined)).toEqual({ id: 'unknown', text: 'Unknown error' });
  });
});
