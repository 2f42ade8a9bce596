import type { ChainAdapter, PairingHooks } from '../../adapter/types.js';
import { ErrorMessages } from '../../errors/catalogue.js';
import { memoryAdapter } from '../../testing/memoryAdapter.js';
import { setPreferredAccountType } from '../embedded/accountType.js';
import { connectionSlice } from '../connection/connectionSlice.js';
import { canReusePairing, pairingExpiryFrom } from '../connection/pairing.js';
import { selectActiveAccount } from '../account/selectors.js';
import { selectCurrentView } from '../modal/selectors.js';
import { completeTransaction, pushTransaction } from './transactionStack.js';
import { testLatch } from '../../../test/setup.js';
import { connect } from '../../actions/connection.js';
import { closeModal, openModal, pushView } from '../../actions/modal.js';

describe('WalletConnect pairing reuse (SPEC 4)', () => {
  function paired(platform: { telegram?: boolean; iosSafari?: boolean }) {
    const setup = testLatch(platform);
    setup.latch.store.dispatch(connectionSlice.actions.wcUriSet({ uri: 'wc:topic@2?relay-protocol=irn&symKey=k', expiry: pairingExpiryFrom(setup.clock.now()) }));
    const platformOf = { isMobile: () => true, isTelegram: () => platform.telegram ?? false, isIosSafari: () => platform.iosSafari ?? false };
    return { ...setup, reusable: () => canReusePairing(setup.latch.getState(), setup.clock.now(), platformOf) };
  }

  it.each([{ telegram: true }, { iosSafari: true }])('on %p, reuses the pairing until 10 s before its 4-minute expiry', (platform) => {
    const { clock, reusable } = paired(platform);
    expect(reusable()).toBe(true);
    clock.advance(4 * 60_000 - 10_001);
    expect(reusable()).toBe(true);
    clock.advance(1);
    expect(reusable()).toBe(false);
  });

  it('elsewhere, never reuses it', () => {
    expect(paired({}).reusable()).toBe(false);
  });

  /** A WalletConnect connector that makes a new URI per attempt and connects when told to. */
  function walletConnect(platform: { telegram?: boolean }) {
    const wallet = memoryAdapter({ connectors: [{ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }] });
    const attempts: { pairing?: PairingHooks; approve(): void }[] = [];
    const connect = wallet.adapter.connect;
    wallet.adapter.connect = (params) =>
      new Promise((resolve, reject) => {
        attempts.push({ pairing: params.pairing, approve: () => connect(params).then(resolve, reject) });
        params.pairing?.onUri(params.pairing.reuseUri ?? `wc:topic${attempts.length}@2?relay-protocol=irn&symKey=k`);
      });
    return { ...testLatch({ adapters: [wallet.adapter], ...platform }), attempts };
  }

  it('puts the URI a WalletConnect connector makes into the state, expiring 4 minutes later; a new attempt makes a new one', async () => {
    const { latch, clock, attempts } = walletConnect({});
    openModal(latch);
    clock.advance(1_000);
    void connect(latch, { connectorId: 'walletConnect' });
    expect(latch.getState().connection).toEqual({ wcUri: 'wc:topic1@2?relay-protocol=irn&symKey=k', wcPairingExpiry: clock.now() + 240_000 });
    const second = connect(latch, { connectorId: 'walletConnect' });
    expect(attempts[1]?.pairing?.reuseUri).toBeUndefined();
    expect(latch.getState().connection.wcUri).toBe('wc:topic2@2?relay-protocol=irn&symKey=k');
    attempts[1]!.approve();
    await second;
    expect(latch.getState().connection).toEqual({});
  });

  it('on Telegram offers the same URI again until 10 s before it expires', () => {
    const { latch, clock, attempts } = walletConnect({ telegram: true });
    openModal(latch);
    void connect(latch, { connectorId: 'walletConnect' });
    clock.advance(240_000 - 10_001);
    void connect(latch, { connectorId: 'walletConnect' });
    expect(attempts[1]?.pairing?.reuseUri).toBe('wc:topic1@2?relay-protocol=irn&symKey=k');
    clock.advance(1);
    void connect(latch, { connectorId: 'walletConnect' });
    expect(attempts[2]?.pairing?.reuseUri).toBeUndefined();
    expect(latch.getState().connection.wcUri).toBe('wc:topic3@2?relay-protocol=irn&symKey=k');
  });

  it('gives no pairing hooks to other connectors', async () => {
    const { latch, wallet } = testLatch();
    const adapterConnect = jest.spyOn(wallet.adapter, 'connect');
    await connect(latch, { connectorId: 'io.test' });
    expect(adapterConnect.mock.calls[0]?.[0]).not.toHaveProperty('pairing', expect.anything());
  });

  it('has nothing to reuse once the modal closed', () => {
    const { latch, reusable } = paired({ telegram: true });
    openModal(latch);
    closeModal(latch);
    expect(reusable()).toBe(false);
  });
});

describe('preferred account type switch (SPEC 4)', () => {
  const SMART = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

  function withAuthConnector() {
    const wallet = memoryAdapter({ connectors: [{ id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155' }] });
    const adapter = wallet.adapter as ChainAdapter & { setPreferredAccountType: NonNullable<ChainAdapter['setPreferredAccountType']> };
    const steps: string[] = [];
    adapter.setPreferredAccountType = async ({ type }) => void steps.push(`set:${type}`);
    const reconnect = adapter.reconnect;
    adapter.reconnect = async (params) => {
      steps.push('reconnect');
      const result = await reconnect(params);
      return result && { ...result, address: SMART };
    };
    const setup = testLatch({ adapters: [adapter] });
    let loading = setup.latch.getState().modal.loading;
    setup.latch.subscribe(() => {
      if (setup.latch.getState().modal.loading === loading) return;
      loading = setup.latch.getState().modal.loading;
      steps.push(`loading:${loading}`);
    });
    return { ...setup, steps };
  }

  it('turns loading on, sets the type on the auth provider, reconnects, and turns loading off', async () => {
    const { latch, steps } = withAuthConnector();
    await connect(latch, { connectorId: 'auth' });
    steps.length = 0;
    await setPreferredAccountType(latch, 'smartAccount');
    expect(steps).toEqual(['loading:true', 'set:smartAccount', 'reconnect', 'loading:false']);
    expect(selectActiveAccount(latch.getState())).toMatchObject({ address: SMART, preferredAccountTypes: { eip155: 'smartAccount' } });
  });

  it('says "Address or auth connector not found" without an auth connector', async () => {
    const { latch } = testLatch();
    await connect(latch, { connectorId: 'io.test' });
    await expect(setPreferredAccountType(latch, 'eoa')).rejects.toThrow(ErrorMessages.addressOrAuthConnectorNotFound.text);
    expect(latch.getState().modal.loading).toBe(false);
  });
});

describe('transaction stack (SPEC 4)', () => {
  it('on success runs onSuccess and shows the entry view', () => {
    const { latch } = testLatch();
    const calls: string[] = [];
    openModal(latch, { view: 'Account' });
    pushView(latch, 'ApproveTransaction');
    pushTransaction(latch, { view: 'Account', replace: true, onSuccess: () => calls.push('success'), onError: () => calls.push('error') });
    completeTransaction(latch, 'success');
    expect(calls).toEqual(['success']);
    expect(latch.getState().router.history.map((e) => e.view)).toEqual(['Account', 'Account']);
  });

  it.each([
    ['error', 'onError'],
    ['cancel', 'onCancel'],
  ] as const)('on %s runs %s and goes back', (outcome, callback) => {
    const { latch } = testLatch();
    const calls: string[] = [];
    openModal(latch, { view: 'Account' });
    pushView(latch, 'ApproveTransaction');
    pushTransaction(latch, { onSuccess: () => calls.push('onSuccess'), onError: () => calls.push('onError'), onCancel: () => calls.push('onCancel') });
    completeTransaction(latch, outcome);
    expect(calls).toEqual([callback]);
    expect(selectCurrentView(latch.getState())).toBe('Account');
  });

  it('completes the newest flow first, and does nothing with none pending', () => {
    const { latch } = testLatch();
    const calls: string[] = [];
    pushTransaction(latch, { onSuccess: () => calls.push('first') });
    pushTransaction(latch, { onSuccess: () => calls.push('second'), goBack: true });
    completeTransaction(latch, 'success');
    completeTransaction(latch, 'success');
    completeTransaction(latch, 'success');
    expect(calls).toEqual(['second', 'first']);
  });
});
