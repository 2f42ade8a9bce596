import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { EmailLogin, EmailUpdateAction, FrameRect } from '@latch/core';
import { ADDRESS, openAccount } from '../../../test/accountServices.js';

const AUTH = { id: 'auth', name: 'Email', type: 'AUTH' as const, chain: 'eip155' as const };
const WALLET = { id: 'io.test', name: 'Test Wallet', type: 'ANNOUNCED' as const, chain: 'eip155' as const };

/** The Account of the embedded wallet as `email`, whose email login records the update and waits on each code the person types in the frame. */
async function openEmbeddedAccount({ first = 'VERIFY_PRIMARY_OTP' as EmailUpdateAction, connectorId = 'auth', refuse }: { first?: EmailUpdateAction; connectorId?: string; refuse?: string } = {}) {
  const asked: unknown[][] = [];
  const waiting: Partial<Record<'primary' | 'secondary', (error?: Error) => void>> = {};
  const wait = (step: 'primary' | 'secondary') => new Promise<void>((resolve, reject) => void (waiting[step] = (error) => (error ? reject(error) : resolve())));
  const login: EmailLogin = {
    connectEmail: async () => ({ action: 'CONNECT' }),
    connectDevice: async () => ({ action: 'VERIFY_OTP' }),
    connectOtp: async () => {},
    async updateEmail({ email }) {
      asked.push(['update', email]);
      if (refuse) throw new Error(refuse);
      return { action: first };
    },
    async updateEmailPrimaryOtp() {
      asked.push(['primary']);
      await wait('primary');
    },
    async updateEmailSecondaryOtp() {
      asked.push(['secondary']);
      await wait('secondary');
      return { newEmail: 'ada.new@example.com' };
    },
  };
  const shown: (FrameRect | undefined)[] = [];
  const setup = await openAccount({ adapter: { connectors: [AUTH, WALLET], user: { email: 'ada@example.com' } }, connectorId });
  Object.assign(setup.wallet.adapter, { emailLogin: login, showAuthFrame: (rect: FrameRect | undefined) => void shown.push(rect) });
  return { ...setup, asked, waiting, shown };
}

const title = () => document.querySelector('.latch-modal__title')?.textContent;

describe('email update views', () => {
  it('the Account of the embedded wallet shows its email and Update email', async () => {
    await openEmbeddedAccount();
    expect(screen.getByTestId('latch-account-email').textContent).toBe('ada@example.com');
    expect(screen.getByRole('button', { name: 'Update email' })).toBeTruthy();
  });

  it('is not offered for a wallet of its own', async () => {
    await openEmbeddedAccount({ connectorId: 'io.test' });
    expect(screen.queryByRole('button', { name: 'Update email' })).toBeNull();
  });

  it('takes a valid new email, then each code in the frame laid over the view, then shows the new email on the same account', async () => {
    const { asked, waiting, shown } = await openEmbeddedAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Update email' }));
    const field = await screen.findByLabelText('New email');
    expect(title()).toBe('Edit Email');
    const submit = screen.getByRole('button', { name: 'Continue' });
    await userEvent.type(field, 'ada.new@');
    fireEvent.blur(field);
    expect(screen.getByRole('alert').textContent).toBe('Invalid email');
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.type(field, 'example.com');
    await userEvent.click(submit);

    await screen.findByTestId('latch-code-slot');
    expect(title()).toBe('Confirm Current Email');
    expect(document.querySelector('.latch-code__intro strong')?.textContent).toBe('ada@example.com');
    await waitFor(() => expect(shown.at(-1)).toBeDefined());
    // No code field on the dApp's page: the person types it in the frame.
    expect(document.querySelector('input')).toBeNull();
    await act(async () => waiting.primary!());
    await waitFor(() => expect(title()).toBe('Confirm New Email'));
    expect(document.querySelector('.latch-code__intro strong')?.textContent).toBe('ada.new@example.com');
    await waitFor(() => expect(waiting.secondary).toBeDefined());
    await act(async () => waiting.secondary!());

    await screen.findByRole('button', { name: 'Disconnect' });
    expect(screen.getByTestId('latch-account-email').textContent).toBe('ada.new@example.com');
    expect(document.body.textContent).toContain(ADDRESS.slice(0, 6));
    expect(asked).toEqual([['update', 'ada.new@example.com'], ['primary'], ['secondary']]);
    expect(shown.at(-1)).toBeUndefined();
  });

  it("shows the wallet's refusal in its words and stays on the form", async () => {
    await openEmbeddedAccount({ refuse: 'Please try again after 12 seconds' });
    await userEvent.click(screen.getByRole('button', { name: 'Update email' }));
    await userEvent.type(await screen.findByLabelText('New email'), 'ada.new@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please try again after 12 seconds');
    expect(title()).toBe('Edit Email');
  });

  it('a code step that fails says why on its view', async () => {
    const { waiting } = await openEmbeddedAccount({ first: 'VERIFY_SECONDARY_OTP' });
    await userEvent.click(screen.getByRole('button', { name: 'Update email' }));
    await userEvent.type(await screen.findByLabelText('New email'), 'ada.new@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByTestId('latch-code-slot');
    expect(title()).toBe('Confirm New Email');
    await waitFor(() => expect(waiting.secondary).toBeDefined());
    await act(async () => waiting.secondary!(new Error('Embedded Wallet Request Timed Out')));
    expect((await screen.findByRole('alert')).textContent).toBe('Embedded Wallet Request Timed Out');
  });
});
