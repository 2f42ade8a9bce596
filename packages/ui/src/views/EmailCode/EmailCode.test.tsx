import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { EmailConnectAction, EmailLogin } from '@latch/core';
import { renderLatch } from '../../../test/renderLatch.js';

const AUTH = { id: 'auth', name: 'Email', type: 'AUTH' as const, chain: 'eip155' as const };

function renderEmail(first: EmailConnectAction = 'VERIFY_OTP', wallets = true) {
  const asked: string[] = [];
  const login: EmailLogin = {
    async connectEmail({ email }) {
      asked.push(`email:${email}`);
      if (email === 'taken@example.com') throw new Error('Please try again after 12 seconds');
      return { action: first };
    },
    async connectDevice({ code }) {
      asked.push(`device:${code}`);
      return { action: 'VERIFY_OTP' };
    },
    async connectOtp({ otp }) {
      asked.push(`otp:${otp}`);
      if (otp !== '123456') throw new Error('Invalid code');
    },
  };
  const connectors = wallets ? [AUTH, { id: 'io.test', name: 'Test Wallet', type: 'ANNOUNCED' as const, chain: 'eip155' as const }] : [AUTH];
  const setup = renderLatch({ adapter: { connectors } });
  Object.assign(setup.wallet.adapter, { emailLogin: login });
  return { ...setup, asked };
}

const openModal = () => userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));

describe('email login views', () => {
  it('Connect shows the email field (after the browser wallets when one is installed, SPEC 2); submit is on only for a valid email', async () => {
    renderEmail();
    await openModal();
    const email = await screen.findByLabelText('Email');
    const submit = screen.getByRole('button', { name: 'Continue' });
    const order = [...document.querySelectorAll('.latch-connect__section')].map((s) => (s.querySelector('form') ? 'email' : 'wallet'));
    expect(order).toEqual(['wallet', 'email']);
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.type(email, 'ada@');
    fireEvent.blur(email);
    expect(screen.getByRole('alert').textContent).toBe('Invalid email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(email, 'example.com');
    expect(submit).toHaveProperty('disabled', false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('without browser wallets, email comes first', async () => {
    renderEmail('VERIFY_OTP', false);
    await openModal();
    await screen.findByLabelText('Email');
    const first = document.querySelector('.latch-connect__section');
    expect(first?.querySelector('form')).not.toBeNull();
  });

  it('a known device goes to the code view; a wrong code is said and cleared, the right one connects', async () => {
    const { asked } = renderEmail('VERIFY_OTP');
    await openModal();
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Confirm Email' })).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    const code = screen.getByLabelText('Code');
    await userEvent.type(code, '000000');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code');
    expect((code as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(code);
    // Pasted with a blank in the middle, as mail clients show it.
    await userEvent.click(code);
    await userEvent.paste('123 456');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(asked).toEqual(['email:ada@example.com', 'otp:000000', 'otp:123456']);
  });

  it('a new device enters its device code first, then the login code', async () => {
    const { asked } = renderEmail('VERIFY_DEVICE');
    await openModal();
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Register Device' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Device code'), '654321');
    expect(await screen.findByRole('dialog', { name: 'Confirm Email' })).toBeTruthy();
    expect(asked).toEqual(['email:ada@example.com', 'device:654321']);
  });

  it('resend within 30 s says "Please try again after N seconds"; after that it sends again', async () => {
    const { asked, clock } = renderEmail('VERIFY_OTP');
    await openModal();
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com{Enter}');
    await screen.findByRole('dialog', { name: 'Confirm Email' });
    act(() => clock.advance(10_000));
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please try again after 20 seconds');
    act(() => clock.advance(20_000));
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('A new code is on its way.')).toBeTruthy();
    expect(asked).toEqual(['email:ada@example.com', 'email:ada@example.com']);
  });

  it('the services throttle shows on the email field', async () => {
    renderEmail();
    await openModal();
    await userEvent.type(await screen.findByLabelText('Email'), 'taken@example.com{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Please try again after 12 seconds');
  });
});
