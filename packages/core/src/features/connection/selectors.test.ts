import { selectConnectMethodOrder, selectWalletConnectors } from './selectors.js';
import { testLatch } from '../../../test/setup.js';
import type { ConnectorInfo } from '../../adapter/types.js';

const connector = (id: string, type: ConnectorInfo['type']): ConnectorInfo => ({ id, name: id, type, chain: 'eip155' });

describe('connect method order (SPEC 2)', () => {
  it('is email, social, wallet when no injected or announced wallet is shown', () => {
    const { latch, wallet } = testLatch();
    wallet.announce([connector('wc', 'WALLET_CONNECT')]);
    expect(selectConnectMethodOrder(latch.getState())).toEqual(['email', 'social', 'wallet']);
  });

  it('puts wallet first when an announced wallet is shown', () => {
    const { latch } = testLatch();
    expect(selectConnectMethodOrder(latch.getState())).toEqual(['wallet', 'email', 'social']);
  });

  it('puts wallet first when an injected wallet is shown', () => {
    const { latch, wallet } = testLatch();
    wallet.announce([connector('injected', 'INJECTED')]);
    expect(selectConnectMethodOrder(latch.getState())).toEqual(['wallet', 'email', 'social']);
  });

  it('looks only at the active namespace', () => {
    const { latch, wallet } = testLatch();
    wallet.announce([{ ...connector('phantom', 'ANNOUNCED'), chain: 'solana' }]);
    expect(selectConnectMethodOrder(latch.getState())).toEqual(['email', 'social', 'wallet']);
  });

  it('takes its order from config', () => {
    const { latch, wallet } = testLatch({ connectMethodsOrder: ['social', 'wallet', 'email'] });
    wallet.announce([]);
    expect(selectConnectMethodOrder(latch.getState())).toEqual(['social', 'wallet', 'email']);
  });
});

describe('connector order (SPEC 2)', () => {
  it('sorts by walletConnect, recent, injected, featured, custom, external, recommended', () => {
    const { latch, wallet } = testLatch();
    wallet.announce([connector('ext', 'EXTERNAL'), connector('injected', 'INJECTED'), connector('wc', 'WALLET_CONNECT'), connector('auth', 'AUTH')]);
    expect(selectWalletConnectors(latch.getState()).map((c) => c.id)).toEqual(['wc', 'injected', 'ext']);
  });

  it('shows only the active namespace', () => {
    const { latch, wallet } = testLatch();
    wallet.announce([connector('a', 'ANNOUNCED'), { ...connector('phantom', 'ANNOUNCED'), chain: 'solana' }]);
    expect(selectWalletConnectors(latch.getState()).map((c) => c.id)).toEqual(['a']);
  });

  it('takes a connector-type order from config', () => {
    const { latch, wallet } = testLatch({ connectorTypeOrder: ['external', 'injected', 'walletConnect'] });
    wallet.announce([connector('wc', 'WALLET_CONNECT'), connector('injected', 'INJECTED'), connector('ext', 'EXTERNAL')]);
    expect(selectWalletConnectors(latch.getState()).map((c) => c.id)).toEqual(['ext', 'injected', 'wc']);
  });
});
