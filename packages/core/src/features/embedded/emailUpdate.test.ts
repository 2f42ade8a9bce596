import type { EmailLogin, EmailUpdateAction } from '../../adapter/types.js';
import { addressOrAuthConnectorNotFound, invalidEmail } from '../../errors/catalogue.js';
import { connect } from '../../actions/connection.js';
import { updateEmail, verifyUpdateEmailPrimary, verifyUpdateEmailSecondary } from './emailUpdate.js';
import { openModal, pushView } from '../../actions/modal.js';
import { testLatch } from '../../../test/setup.js';
import { selectActiveAccount } from '../account/selectors.js';
import { selectCurrentRoute, selectCurrentView } from '../modal/selectors.js';
import { selectCanUpdateEmail } from './selectors.js';

const AUTH = { id: 'auth', name: 'Email', type: 'AUTH' as const, chain: 'eip155' as const };
const WALLET = { id: 'io.metamask', name: 'MetaMask', type: 'INJECTED' as const, chain: 'eip155' as const };
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/**
 * Connected through the embedded wallet as `email`, with an email login that answers `first` to an
 * update and records what it was asked; each code step resolves, or fails, when the test says the
 * person typed it into the frame.
 */
async function updateSetup(first: EmailUpdateAction = 'VERIFY_PRIMARY_OTP', { email = 'ada@example.com' as string | null, withUpdate = true } = {}) {
  const asked: unknown[][] = [];
  const typed: Record<'primary' | 'secondary', (error?: Error) => void> = { primary: () => {}, secondary: () => {} };
  const waitFor = (step: 'primary' | 'secondary') =>
    new Promise<void>((resolve, reject) => {
      typed[step] = (error) => (error ? reject(error) : resolve());
    });
  const login: EmailLogin = {
    connectEmail: async () => ({ action: 'CONNECT' }),
    connectDevice: async () => ({ action: 'VERIFY_OTP' }),
    connectOtp: async () => {},
    ...(withUpdate && {
      async updateEmail(...args: unknown[]) {
        asked.push(['update', ...args]);
        return { action: first };
      },
      async updateEmailPrimaryOtp() {
        asked.push(['primary']);
        await waitFor('primary');
      },
      async updateEmailSecondaryOtp() {
        asked.push(['secondary']);
        await waitFor('secondary');
        return { newEmail: 'ada.new@example.com' };
      },
    }),
  };
  const setup = testLatch({ adapterOptions: { connectors: [AUTH, WALLET], user: { email } } });
  Object.assign(setup.wallet.adapter, { emailLogin: login });
  await connect(setup.latch, { connectorId: 'auth', namespace: 'eip155' });
  openModal(setup.latch);
  pushView(setup.latch, 'UpdateEmailWallet');
  return { ...setup, asked, typed };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('email update (SPEC 4)', () => {
  it('is offered on the Account only for the embedded wallet with an email', async () => {
    const { latch } = await updateSetup();
    expect(selectCanUpdateEmail(latch.getState())).toBe(true);
    const noEmail = await updateSetup('VERIFY_SECONDARY_OTP', { email: null });
    expect(selectCanUpdateEmail(noEmail.latch.getState())).toBe(false);
    const other = testLatch({ adapterOptions: { connectors: [AUTH, WALLET], user: { email: 'ada@example.com' } } });
    await connect(other.latch, { connectorId: 'io.metamask', namespace: 'eip155' });
    expect(selectCanUpdateEmail(other.latch.getState())).toBe(false);
  });

  it('refuses an invalid email with "Invalid email" before asking the frame', async () => {
    const { latch, asked } = await updateSetup();
    await expect(updateEmail(latch, 'ada@')).rejects.toThrow(invalidEmail.text);
    expect(asked).toEqual([]);
    expect(selectCurrentView(latch.getState())).toBe('UpdateEmailWallet');
  });

  it('asks the current address, then the new one, in the frame; then the Account shows the new email on the same address', async () => {
    const { latch, asked, typed } = await updateSetup();
    await expect(updateEmail(latch, '  ada.new@example.com ')).resolves.toBe('VERIFY_PRIMARY_OTP');
    expect(selectCurrentRoute(latch.getState())).toEqual({ view: 'UpdateEmailPrimaryOtp', data: { email: 'ada@example.com', newEmail: 'ada.new@example.com' } });

    const primary = verifyUpdateEmailPrimary(latch);
    await tick();
    expect(selectCurrentView(latch.getState())).toBe('UpdateEmailPrimaryOtp');
    typed.primary();
    await primary;
    expect(selectCurrentRoute(latch.getState())).toEqual({ view: 'UpdateEmailSecondaryOtp', data: { email: 'ada.new@example.com', newEmail: 'ada.new@example.com' } });

    const secondary = verifyUpdateEmailSecondary(latch);
    await tick();
    expect(selectActiveAccount(latch.getState())?.user?.email).toBe('ada@example.com');
    typed.secondary();
    await expect(secondary).resolves.toBe('ada.new@example.com');
    expect(asked).toEqual([['update', { email: 'ada.new@example.com' }], ['primary'], ['secondary']]);
    expect(latch.getState().router.history).toEqual([{ view: 'Account' }]);
    expect(selectActiveAccount(latch.getState())).toMatchObject({ address: ADDRESS, status: 'connected', user: { email: 'ada.new@example.com' } });
  });

  it('goes straight to the new address for a person the frame asks no current code of', async () => {
    const { latch } = await updateSetup('VERIFY_SECONDARY_OTP');
    await updateEmail(latch, 'ada.new@example.com');
    expect(selectCurrentRoute(latch.getState())).toEqual({ view: 'UpdateEmailSecondaryOtp', data: { email: 'ada.new@example.com', newEmail: 'ada.new@example.com' } });
  });

  it('a wrong step keeps the view and the email; a code confirmed after the person left does not bring the next view back', async () => {
    const { latch, typed } = await updateSetup();
    await updateEmail(latch, 'ada.new@example.com');
    const primary = verifyUpdateEmailPrimary(latch);
    await tick();
    typed.primary(new Error('Request was aborted'));
    await expect(primary).rejects.toThrow('Request was aborted');
    expect(selectCurrentView(latch.getState())).toBe('UpdateEmailPrimaryOtp');

    const again = verifyUpdateEmailPrimary(latch);
    await tick();
    pushView(latch, 'Account');
    typed.primary();
    await again;
    expect(selectCurrentView(latch.getState())).toBe('Account');
    expect(selectActiveAccount(latch.getState())?.user?.email).toBe('ada@example.com');
  });

  it('says so when the wallet cannot update the email', async () => {
    const { latch } = await updateSetup('VERIFY_PRIMARY_OTP', { withUpdate: false });
    await expect(updateEmail(latch, 'ada.new@example.com')).rejects.toThrow(addressOrAuthConnectorNotFound.text);
  });
});
