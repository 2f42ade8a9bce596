import type { EmailConnectAction, EmailLogin } from '../../adapter/types.js';
import { addressOrAuthConnectorNotFound, invalidEmail } from '../../errors/catalogue.js';
import { connectEmail, verifyEmailDevice, verifyEmailOtp } from './emailLogin.js';
import { selectActiveAccount } from '../account/selectors.js';
import { selectCurrentRoute, selectCurrentView } from '../modal/selectors.js';
import { testLatch } from '../../../test/setup.js';
import { goBack, openModal } from '../../actions/modal.js';

const AUTH = { id: 'auth', name: 'Email', type: 'AUTH' as const, chain: 'eip155' as const };

/**
 * An adapter whose email login answers `first` and records what it was asked. The codes are the
 * frame's business: each code step resolves, or fails, when the test says the person typed it there.
 */
function emailSetup(first: EmailConnectAction = 'VERIFY_OTP') {
  const asked: unknown[][] = [];
  const typed: { device: (error?: Error) => void; otp: (error?: Error) => void } = { device: () => {}, otp: () => {} };
  const waitFor = (step: 'device' | 'otp') =>
    new Promise<void>((resolve, reject) => {
      typed[step] = (error) => (error ? reject(error) : resolve());
    });
  const login: EmailLogin = {
    async connectEmail(...args) {
      asked.push(['email', ...args]);
      return { action: first };
    },
    async connectDevice(...args: unknown[]) {
      asked.push(['device', ...args]);
      await waitFor('device');
      return { action: 'VERIFY_OTP' };
    },
    async connectOtp(...args: unknown[]) {
      asked.push(['otp', ...args]);
      await waitFor('otp');
    },
  };
  const setup = testLatch({ adapterOptions: { connectors: [AUTH] } });
  Object.assign(setup.wallet.adapter, { emailLogin: login });
  openModal(setup.latch);
  return { ...setup, asked, typed };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('email login (SPEC 4 and 5)', () => {
  it('refuses an invalid email with "Invalid email" before asking the frame', async () => {
    const { latch, asked } = emailSetup();
    await expect(connectEmail(latch, 'not-an-email')).rejects.toThrow(invalidEmail.text);
    expect(asked).toEqual([]);
  });

  it('a known device goes to EmailVerifyOtp with the trimmed email; the code typed in the frame connects through the auth connector, and no code passes through the dApp', async () => {
    const { latch, asked, wallet, typed } = emailSetup('VERIFY_OTP');
    await expect(connectEmail(latch, '  ada@example.com ')).resolves.toBe('VERIFY_OTP');
    expect(selectCurrentRoute(latch.getState())).toEqual({ view: 'EmailVerifyOtp', data: { email: 'ada@example.com' } });
    const done = verifyEmailOtp(latch);
    await tick();
    expect(wallet.calls).not.toContain('connect:auth');
    typed.otp();
    await done;
    expect(asked).toEqual([['email', { email: 'ada@example.com' }], ['otp']]);
    expect(wallet.calls).toContain('connect:auth');
    expect(selectActiveAccount(latch.getState())?.status).toBe('connected');
    expect(latch.getState().modal.open).toBe(false);
  });

  it('a new device goes to EmailVerifyDevice; once its code is right in the frame, EmailVerifyOtp follows', async () => {
    const { latch, asked, typed } = emailSetup('VERIFY_DEVICE');
    await connectEmail(latch, 'ada@example.com');
    expect(selectCurrentView(latch.getState())).toBe('EmailVerifyDevice');
    const done = verifyEmailDevice(latch);
    await tick();
    expect(selectCurrentView(latch.getState())).toBe('EmailVerifyDevice');
    typed.device();
    await done;
    expect(asked.at(-1)).toEqual(['device']);
    expect(selectCurrentRoute(latch.getState())).toEqual({ view: 'EmailVerifyOtp', data: { email: 'ada@example.com' } });
  });

  it('a device approved after the person left the view does not bring the code view back', async () => {
    const { latch, typed } = emailSetup('VERIFY_DEVICE');
    await connectEmail(latch, 'ada@example.com');
    const done = verifyEmailDevice(latch);
    goBack(latch);
    typed.device();
    await done;
    expect(selectCurrentView(latch.getState())).toBe('Connect');
  });

  it('a frame still signed in connects at once (CONNECT)', async () => {
    const { latch, wallet } = emailSetup('CONNECT');
    await connectEmail(latch, 'ada@example.com');
    expect(wallet.calls).toContain('connect:auth');
  });

  it('a code step that ends in an error keeps the person on the code view, not connected', async () => {
    const { latch, typed } = emailSetup();
    await connectEmail(latch, 'ada@example.com');
    const done = verifyEmailOtp(latch);
    await tick();
    typed.otp(new Error('Request was aborted'));
    await expect(done).rejects.toThrow('Request was aborted');
    expect(selectCurrentView(latch.getState())).toBe('EmailVerifyOtp');
    expect(selectActiveAccount(latch.getState())?.status).not.toBe('connected');
  });

  it('without an auth connector: "Address or auth connector not found"', async () => {
    const { latch } = testLatch();
    await expect(connectEmail(latch, 'ada@example.com')).rejects.toThrow(addressOrAuthConnectorNotFound.text);
  });
});
