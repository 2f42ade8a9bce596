import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { EmailConnectAction, EmailLogin, FrameRect } from '@latch/core';
import { renderLatch } from '../../../test/renderLatch.js';

const AUTH = { id: 'auth', name: 'Email', type: 'AUTH' as const, chain: 'eip155' as const };

/** The person typing a code into the frame's code screen: the step ends, or fails, when the test says. */
function frameCodes() {
  const waiting: Partial<Record<'device' | 'otp', (error?: Error) => void>> = {};
  const wait = (step: 'device' | 'otp') =>
    new Promise<void>((resolve, reject) => {
      waiting[step] = (error) => (error ? reject(error) : resolve());
    });
  return { waiting, wait };
}

function renderEmail(first: EmailConnectAction = 'VERIFY_OTP', wallets = true) {
  const asked: unknown[][] = [];
  const codes = frameCodes();
  const login: EmailLogin = {
    async connectEmail({ email }) {
      asked.push(['email', email]);
      if (email === 'taken@example.com') throw new Error('Please try again after 12 seconds');
      return { action: first };
    },
    async connectDevice(...args: unknown[]) {
      asked.push(['device', ...args]);
      await codes.wait('device');
      return { action: 'VERIFY_OTP' };
    },
    async connectOtp(...args: unknown[]) {
      asked.push(['otp', ...args]);
      await codes.wait('otp');
    },
  };
  const connectors = wallets ? [AUTH, { id: 'io.test', name: 'Test Wallet', type: 'ANNOUNCED' as const, chain: 'eip155' as const }] : [AUTH];
  const setup = renderLatch({ adapter: { connectors } });
  const shown: (FrameRect | undefined)[] = [];
  Object.assign(setup.wallet.adapter, { emailLogin: login, showAuthFrame: (rect: FrameRect | undefined) => void shown.push(rect) });
  return { ...setup, asked, codes, shown };
}

const openModal = () => userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));

/** Types an address into Connect's email field and sends it once the email rule, loaded after the view paints, allows it. */
async function submitEmail(address: string) {
  await userEvent.type(await screen.findByLabelText('Email'), address);
  const submit = screen.getByRole('button', { name: 'Continue' });
  await waitFor(() => expect(submit).toHaveProperty('disabled', false));
  await userEvent.click(submit);
}

describe('email login views', () => {
  it('Connect shows the email field, then social logins (after the browser wallets when one is installed, SPEC 2); submit is on only for a valid email', async () => {
    renderEmail();
    await openModal();
    const email = await screen.findByLabelText('Email');
    const submit = screen.getByRole('button', { name: 'Continue' });
    const order = [...document.querySelectorAll('.latch-connect__section')].map((s) => (s.querySelector('form') ? 'email' : s.querySelector('.latch-social') ? 'social' : 'wallet'));
    expect(order).toEqual(['wallet', 'email', 'social']);
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.type(email, 'ada@');
    fireEvent.blur(email);
    expect(screen.getByRole('alert').textContent).toBe('Invalid email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(email, 'example.com');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('without browser wallets, email comes first', async () => {
    renderEmail('VERIFY_OTP', false);
    await openModal();
    await screen.findByLabelText('Email');
    const first = document.querySelector('.latch-connect__section');
    expect(first?.querySelector('form')).not.toBeNull();
  });

  it("a known device goes to Confirm Email, which shows the frame's code screen over its slot; no code is typed into the page, and the frame's answer connects", async () => {
    const { asked, codes, shown } = renderEmail('VERIFY_OTP');
    await openModal();
    await submitEmail('ada@example.com');
    const view = await screen.findByRole('dialog', { name: 'Confirm Email' });
    expect(view.textContent).toContain('ada@example.com');
    expect(screen.getByTestId('latch-code-slot')).toBeTruthy();
    // The dApp's page has no field for the code: it is typed on the wallet's origin.
    expect(view.querySelector('input')).toBeNull();
    await waitFor(() => expect(shown[0]).toEqual({ top: 0, left: 0, width: 0, height: 0 }));
    await waitFor(() => expect(asked).toEqual([['email', 'ada@example.com'], ['otp']]));
    await act(async () => codes.waiting.otp!());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(shown.at(-1)).toBeUndefined();
  });

  it('a new device shows Register Device, then Confirm Email once the frame took its code', async () => {
    const { asked, codes } = renderEmail('VERIFY_DEVICE');
    await openModal();
    await submitEmail('ada@example.com');
    expect(await screen.findByRole('dialog', { name: 'Register Device' })).toBeTruthy();
    await waitFor(() => expect(asked.at(-1)).toEqual(['device']));
    await act(async () => codes.waiting.device!());
    expect(await screen.findByRole('dialog', { name: 'Confirm Email' })).toBeTruthy();
    await waitFor(() => expect(asked.at(-1)).toEqual(['otp']));
  });

  it('says what went wrong when the frame cannot take the code', async () => {
    const { codes } = renderEmail('VERIFY_OTP');
    await openModal();
    await submitEmail('ada@example.com');
    await screen.findByRole('dialog', { name: 'Confirm Email' });
    await waitFor(() => expect(codes.waiting.otp).toBeDefined());
    await act(async () => codes.waiting.otp!(new Error('Embedded Wallet Request Timed Out')));
    expect((await screen.findByRole('alert')).textContent).toBe('Embedded Wallet Request Timed Out');
  });

  it('the services throttle shows on the email field', async () => {
    renderEmail();
    await openModal();
    await submitEmail('taken@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe('Please try again after 12 seconds');
  });
});
