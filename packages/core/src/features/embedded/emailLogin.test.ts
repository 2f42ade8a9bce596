import type { EmailConnectAction, EmailLogin } from '../../adapter/types.js';
import { ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND, INVALID_EMAIL } from '../../errors/catalogue.js';
import { connectEmail, resendEmailCode, verifyEmailDevice, verifyEmailOtp } from '../../actions/email.js';
import { selectActiveAccount } from '../account/selectors.js';
import { selectCurrentRoute, selectCurrentView } from '../modal/selectors.js';
import { testLatch } from '../../../test/setup.js';
import { openModal } from '../../actions/modal.js';

const AUTH = { id: 'auth', name: 'Email', type: 'AUTH' as const, chain: 'eip155' as const };

/** An adapter whose email login answers `first` and records what it was asked. */
function emailSetup(first: EmailConnectAction = 'VERIFY_OTP') {
  const asked: string[] = [];
  const login: EmailLogin = {
    async connectEmail({ email }) {
      asked.push(`email:${email}`);
      return { action: first };
    },
    async connectDevice({ code }) {
      asked.push(`device:${code}`);
      if (code === 'bad') throw new Error('Invalid code');
      return { action: 'VERIFY_OTP' };
    },
    async connectOtp({ otp }) {
      asked.push(`otp:${otp}`);
      if (otp === '000000') throw new Error('Invalid code');
    },
  };
  const setup = testLatch({ adapterOptions: { connectors: [AUTH] } });
  Object.assign(setup.wallet.adapter, { emailLogin: login });
  openModal(setup.latch);
  return { ...setup, asked };
}

describe('email login (SPEC 4 and 5)', () => {
  it('refuses an invalid email with "Invalid email" before asking the frame', async () => {
    const { latch, asked } = emailSetup();
    await expect(connectEmail(latch, 'not-an-email')).rejects.toThrow(INVALID_EMAIL);
    expect(asked).toEqual([]);
  });

  it('a known device goes to EmailVerifyOtp with the trimmed email, then the code connects through the auth connector', async () => {
    const { latch, asked, wallet } = emailSetup('VERIFY_OTP');
    await expect(connectEmail(latch, '  ada@example.com ')).resolves.toBe('VERIFY_OTP');
    expect(selectCurrentRoute(latch.getState())).toEqual({ view: 'EmailVerifyOtp', data: { email: 'ada@example.com', sentAt: 0 } });
    await verifyEmailOtp(latch, ' 123 456 ');
    expect(asked).toEqual(['email:ada@example.com', 'otp:123456']);
    expect(wallet.calls).toContain('connect:auth');
    expect(selectActiveAccount(latch.getState())?.status).toBe('connected');
    expect(latch.getState().modal.open).toBe(false);
  });

  it('a new device goes to EmailVerifyDevice; its code leads to EmailVerifyOtp', async () => {
    const { latch, asked } = emailSetup('VERIFY_DEVICE');
    await connectEmail(latch, 'ada@example.com');
    expect(selectCurrentView(latch.getState())).toBe('EmailVerifyDevice');
    await expect(verifyEmailDevice(latch, 'bad')).rejects.toThrow('Invalid code');
    expect(selectCurrentView(latch.getState())).toBe('EmailVerifyDevice');
    await verifyEmailDevice(latch, ' 654321 ');
    expect(asked.at(-1)).toBe('device:654321');
    expect(selectCurrentRoute(latch.getState())).toMatchObject({ view: 'EmailVerifyOtp', data: { email: 'ada@example.com' } });
  });

  it('a frame still signed in connects at once (CONNECT)', async () => {
    const { latch, wallet } = emailSetup('CONNECT');
    await connectEmail(latch, 'ada@example.com');
    expect(wallet.calls).toContain('connect:auth');
  });

  it('a wrong code keeps the person on the code view, not connected', async () => {
    const { latch } = emailSetup();
    await connectEmail(latch, 'ada@example.com');
    await expect(verifyEmailOtp(latch, '000000')).rejects.toThrow('Invalid code');
    expect(selectCurrentView(latch.getState())).toBe('EmailVerifyOtp');
    expect(selectActiveAccount(latch.getState())?.status).not.toBe('connected');
  });

  it('resending within 30 s says "Please try again after N seconds" without asking; after 30 s it sends again', async () => {
    const { latch, clock, asked } = emailSetup();
    await connectEmail(latch, 'ada@example.com');
    clock.advance(12_400);
    await expect(resendEmailCode(latch)).rejects.toThrow('Please try again after 18 seconds');
    expect(asked).toEqual(['email:ada@example.com']);
    clock.advance(17_600);
    await resendEmailCode(latch);
    expect(asked).toEqual(['email:ada@example.com', 'email:ada@example.com']);
    expect(selectCurrentRoute(latch.getState()).data).toEqual({ email: 'ada@example.com', sentAt: 30_000 });
  });

  it('without an auth connector: "Address or auth connector not found"', async () => {
    const { latch } = testLatch();
    await expect(connectEmail(latch, 'ada@example.com')).rejects.toThrow(ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND);
  });
});
